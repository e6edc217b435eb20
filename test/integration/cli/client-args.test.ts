import { describe, expect, it } from 'vitest';
import { parseArgs } from '../../../cli/args';

/** The `client` command's line, read by the one parser of every command. */
const parseClientArgs = (argv: string[]) => parseArgs(['client', ...argv], '0.0.0');

describe('client arguments', () => {
  it('pairs each --args with the --call before it', () => {
    const parsed = parseClientArgs([
      'http://127.0.0.1:3000/mcp',
      '--call',
      'a',
      '--args',
      '{"x":1}',
      '--call',
      'b',
      '--call=c',
      '--args={}',
    ]);
    expect('client' in parsed && parsed.client.calls).toEqual([
      { tool: 'a', args: { x: 1 } },
      { tool: 'b' },
      { tool: 'c', args: {} },
    ]);
  });

  it('reads the fixed flags', () => {
    const parsed = parseClientArgs([
      'https://mcp.example.com/mcp',
      '--client-id',
      'id',
      '--client-secret',
      's',
      '--scope',
      'a  b',
      '--header',
      'X-Tenant: t1',
      '--format',
      'junit',
      '--timeout',
      '500',
      '--answers',
      '{"k":{"action":"decline"}}',
      '--open',
      '--token-file',
      '/tmp/t.json',
    ]);
    expect(parsed).toEqual({
      client: {
        url: 'https://mcp.example.com/mcp',
        calls: [],
        clientId: 'id',
        clientSecret: 's',
        scopes: ['a', 'b'],
        headers: { 'X-Tenant': 't1' },
        format: 'junit',
        timeoutMs: 500,
        answers: { k: { action: 'decline' } },
        open: true,
        tokenFile: '/tmp/t.json',
        maxBytes: 16 * 1024 * 1024,
        maxCalls: 100,
        dpop: false,
        era: 'auto',
      },
    });
  });

  it('reads the flags of DPoP, workload identity and enterprise-managed authorization', () => {
    const flags = ['--dpop', '--workload-token-file', '/tmp/w.jwt', '--idp-issuer', 'https://idp.example.com'];
    flags.push('--idp-client-id', 'idp-app', '--idp-id-token-file', '/tmp/id.jwt');
    const parsed = parseClientArgs(['https://mcp.example.com/mcp', ...flags]);
    expect(parsed).toMatchObject({
      client: {
        dpop: true,
        workloadTokenFile: '/tmp/w.jwt',
        idp: { issuer: 'https://idp.example.com', clientId: 'idp-app', idTokenFile: '/tmp/id.jwt' },
      },
    });
    expect(parseClientArgs(['https://mcp.example.com/mcp', '--idp-issuer', 'https://idp.example.com'])).toMatchObject({
      usage: expect.stringContaining('go together'),
    });
  });

  it.each([
    [[], 'needs the URL'],
    [['ftp://x/'], 'Only http: and https:'],
    [['http://x/', '--args', '{}'], '--args must follow the --call'],
    [['http://x/', '--call', 'a', '--args', '{}', '--args', '{}'], '--args must follow the --call'],
    [['http://x/', '--call', 'x', '--args', '[1]'], 'needs a JSON object'],
    [['http://x/', '--call', 'x', '--args', '{'], 'not JSON'],
    [['http://x/', '--format', 'xml'], '--format is one of'],
    [['http://x/', '--timeout', '0'], '--timeout is a positive number'],
    [['http://x/', '--client-secret', 's'], '--client-secret needs --client-id'],
    [['http://x/', '--client-metadata-url', 'http://x/c.json'], 'is an https URL'],
    [['http://x/', '--header', 'no colon'], '--header needs'],
    [['http://x/', '--bogus'], 'Unknown option'],
    [['http://x/', '--call'], '--call needs a value'],
    [['http://x/', 'http://y/'], 'One URL only'],
  ])('%j is a usage error', (argv, message) => {
    const parsed = parseClientArgs(argv);
    expect('usage' in parsed && parsed.usage).toContain(message);
  });

  it('prints help', () => {
    expect(parseClientArgs(['--help'])).toEqual({ print: expect.stringContaining('--token-file <path>') });
  });
});
