import { describe, expect, it } from 'vitest';
import { parseArgs } from '../../../cli/args';
import { typedValues } from '../../../cli/typed-values';

// One cac instance reads every command: the top-level help lists them all, each command's help its options.
describe('the command line', () => {
  it('--help lists every command, and how to ask each for its options', () => {
    const help = parseArgs(['--help'], '1.2.3');
    expect(help).toEqual({ print: expect.stringContaining('Commands:') });
    const text = 'print' in help ? help.print : '';
    expect(text).toMatch(/^\s+scan \[url\]\s+\S/m);
    expect(text).toMatch(/^\s+client \[url\]\s+\S/m);
    expect(text).toContain('mcp-shape-inspector client --help');
  });

  it("each command's --help lists its own options, what it does and the exit codes", () => {
    const client = parseArgs(['client', '--help'], '1.2.3');
    const clientText = 'print' in client ? client.print : '';
    expect(clientText).toContain('--client-metadata-url <url>');
    expect(clientText).toContain('Acts as a conforming MCP 2026-07-28 client');
    expect(clientText).toContain('Exit codes: 0 without error findings');
    expect(clientText).not.toContain('--include-calls');
    const scan = parseArgs(['scan', '--help'], '1.2.3');
    expect('print' in scan && scan.print).toContain('--include-calls');
  });

  it('prints the version, also after a command', () => {
    expect(parseArgs(['--version'], '1.2.3')).toEqual({
      print: expect.stringMatching(/^mcp-shape-inspector\/1\.2\.3 /),
    });
    expect(parseArgs(['client', '--version'], '1.2.3')).toEqual({
      print: expect.stringMatching(/^mcp-shape-inspector\/1\.2\.3 /),
    });
  });

  it('keeps values as typed: a secret or file name that looks like a number is not read as one', () => {
    const parsed = parseArgs(['client', 'http://x/', '--client-id', '007', '--client-secret=0x1f'], '1.2.3');
    expect(parsed).toMatchObject({ client: { clientId: '007', clientSecret: '0x1f' } });
    expect(parseArgs(['scan', 'http://x/', '--output', '0123'], '1.2.3')).toMatchObject({ scan: { output: '0123' } });
    // A value that starts with "-" is given after `=` (as the conformance scripts give secrets).
    expect(parseArgs(['client', 'http://x/', '--client-id=a', '--client-secret=-s3'], '1.2.3')).toMatchObject({
      client: { clientSecret: '-s3' },
    });
  });

  it.each([
    [[], 'Name a command: scan <url> or client <url>.', undefined],
    [['lint'], 'Unknown command: lint.', undefined],
    [['scan'], 'scan needs the URL of an MCP server, or --stdio "<command>".', 'scan'],
    [['scan', 'http://x/', 'http://y/'], 'One URL only; also got http://y/.', 'scan'],
    [['client', 'http://x/', '--token-file'], '--token-file needs a value.', 'client'],
    [['scan', 'http://x/', '--output', ''], '--output needs a file name.', 'scan'],
  ])('%j is a usage error', (argv, usage, command) => {
    expect(parseArgs(argv, '1.2.3')).toEqual({ usage, ...(command ? { command } : {}) });
  });

  it('reads values as cac does: after = or as the next word, up to --', () => {
    const flags = ['--call', '--args'];
    expect(typedValues(['u', '--call', 'a', '--open', '--args={"x":1}', '--', '--call', 'b'], flags)).toEqual([
      { flag: '--call', value: 'a' },
      { flag: '--args', value: '{"x":1}' },
    ]);
  });
});
