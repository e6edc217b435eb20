import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { shellQuote, toCurl } from '../../../app/features/live/model/curl';
import { fromHar, HarImportError, toHar } from '../../../app/exchange/files/har';
import { buildDraft, defaultParams } from '../../../app/features/live/model/request-draft';
import { isSecretHeaderName } from '../../../src/index';
import { maskHeaders } from '../../../app/exchange/model/secrets';
import { importFile, toSessionFile } from '../../../app/exchange/files/session-file';
import { judgeEntries, type ReadFile } from '../../../app/exchange/files/imported-entry';
import { DEFAULT_LIVE, readSavedLive } from '../../../app/features/live/state/saved-live';
import { rpcMethodOf, verdictOf, type ExchangeRecord } from '../../../src/index';
import { recordOf, type RecordOverrides } from '../../support/records';

let n = 0;
const newId = () => `id-${++n}`;
const NOW = '2026-12-01T00:00:00.000Z';
/** A file read, then judged, as an import does. */
const judged = ({ entries, skipped }: ReadFile) => ({ records: judgeEntries(entries, newId), skipped });

const record = (overrides: RecordOverrides = {}): ExchangeRecord =>
  recordOf({
    id: 'r1',
    startedAt: '2026-12-01T10:00:00.000Z',
    source: 'relay',
    rpcMethod: 'tools/list',
    request: {
      url: 'http://127.0.0.1:4173/demo/mcp',
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer sekrit', 'Mcp-Method': 'tools/list' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/list',
        params: { _meta: { 'io.modelcontextprotocol/protocolVersion': '2026-07-28' } },
      }),
    },
    response: {
      status: 200,
      statusText: 'OK',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, result: { tools: [], resultType: 'complete' } }),
    },
    timing: { totalMs: 12 },
    findings: [],
    ...overrides,
  });

describe('secrets', () => {
  it.each(['Authorization', 'proxy-authorization', 'X-API-Key', 'x-auth-token', 'Cookie', 'X-Client-Secret'])(
    '%s is secret',
    (name) => expect(isSecretHeaderName(name)).toBe(true),
  );
  it.each(['Mcp-Method', 'Content-Type', 'Accept', 'MCP-Protocol-Version'])('%s is not', (name) =>
    expect(isSecretHeaderName(name)).toBe(false),
  );
  it('masks values and keeps the scheme', () => {
    expect(maskHeaders({ Authorization: 'Bearer abc', 'Mcp-Method': 'x' })).toEqual({
      Authorization: 'Bearer ••••••',
      'Mcp-Method': 'x',
    });
  });
});

describe('copy as curl', () => {
  it('quotes for a POSIX shell so any body survives', () => {
    const body = `{"a":"it's $HOME \`x\` \\n"}`;
    const echoed = execFileSync('sh', ['-c', `printf %s ${shellQuote(body)}`]).toString();
    expect(echoed).toBe(body);
  });
  it('names the method, every header and the body, masking secrets unless revealed', () => {
    const r = record();
    const masked = toCurl(r.request);
    expect(masked).toContain("-X POST 'http://127.0.0.1:4173/demo/mcp'");
    expect(masked).toContain("-H 'Authorization: Bearer ••••••'");
    expect(masked).toContain("-H 'Mcp-Method: tools/list'");
    expect(masked).toContain(`--data-binary '${r.request.body}'`);
    expect(masked).toContain(' -N ');
    expect(toCurl(r.request, { reveal: true })).toContain("-H 'Authorization: Bearer sekrit'");
  });
});

describe('HAR and session files', () => {
  it('exports HAR 1.2 with secrets masked, and reads it back judged', () => {
    const har = toHar([record()]) as {
      log: { version: string; entries: { request: { headers: { name: string; value: string }[] } }[] };
    };
    expect(har.log.version).toBe('1.2');
    expect(har.log.entries[0]?.request.headers).toContainEqual({ name: 'Authorization', value: 'Bearer ••••••' });
    const { records, skipped } = judged(fromHar(JSON.stringify(har), NOW));
    expect(skipped).toBe(0);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ source: 'imported', rpcMethod: 'tools/list', response: { status: 200 } });
    // The result lacks its cache hints: the checker says so offline.
    expect(records[0]?.findings.map((f) => f.rule)).toEqual(expect.arrayContaining(['R-CACHE-1']));
    expect(records[0]?.verdict).toBe('fail');
  });

  it('skips entries that are not MCP exchanges, and refuses files that are not HAR', () => {
    const har = {
      log: { entries: [{ request: { method: 'GET', url: 'http://x/' }, response: { status: 200, content: {} } }] },
    };
    expect(judged(fromHar(JSON.stringify(har), NOW))).toEqual({ records: [], skipped: 1 });
    expect(() => fromHar('{', NOW)).toThrow(HarImportError);
    expect(() => fromHar('{"log":{}}', NOW)).toThrow(/not a HAR file/);
  });

  it('reads base64 HAR content as browsers save it', () => {
    const entry = toHar([record()]) as { log: { entries: { response: { content: Record<string, unknown> } }[] } };
    const content = entry.log.entries[0]!.response.content;
    content['text'] = btoa(String(content['text']));
    content['encoding'] = 'base64';
    expect(judged(fromHar(JSON.stringify(entry), NOW)).records[0]?.response?.body).toContain('"tools"');
  });

  it('round-trips a session export, re-judging every exchange', () => {
    const file = JSON.stringify(toSessionFile([record({ findings: [] })]));
    expect(file).not.toContain('sekrit');
    const { records } = judged(importFile(file, NOW));
    expect(records[0]?.verdict).toBe('fail');
  });
});

describe('request draft', () => {
  const settings = { ...DEFAULT_LIVE, method: 'tools/call' };
  it('builds the envelope and routing headers with the library; extra headers win; routing headers can be left out', () => {
    const draft = buildDraft({
      settings: { ...settings, headers: [{ name: 'Authorization', value: 'Bearer t', enabled: true, origin: '' }] },
      paramsText: '{"name":"echo","arguments":{}}',
      id: 7,
    });
    expect(draft).toMatchObject({
      ok: true,
      headers: { 'Mcp-Method': 'tools/call', 'Mcp-Name': 'echo', Authorization: 'Bearer t' },
    });
    if (!draft.ok) return;
    expect(JSON.parse(draft.body)).toMatchObject({
      id: 7,
      params: { _meta: { 'io.modelcontextprotocol/protocolVersion': '2026-07-28' } },
    });
    const bare = buildDraft({
      settings: { ...settings, envelope: { ...settings.envelope, omitRoutingHeaders: true } },
      paramsText: '{"name":"echo"}',
      id: 1,
    });
    expect(bare.ok && Object.keys(bare.headers)).not.toContain('Mcp-Method');
  });
  it.each([
    ['{', 'params', /not valid JSON/],
    ['[1]', 'params', /must be a JSON object, not an array/],
  ])('params %s is refused at its field', (text, field, message) => {
    expect(buildDraft({ settings, paramsText: text, id: 1 })).toMatchObject({
      ok: false,
      field,
      message: expect.stringMatching(message),
    });
  });
  it('refuses a malformed clientCapabilities at its own field', () => {
    const draft = buildDraft({
      settings: { ...settings, envelope: { ...settings.envelope, clientCapabilities: 'nope' } },
      paramsText: '{}',
      id: 1,
    });
    expect(draft).toMatchObject({ ok: false, field: 'clientCapabilities' });
  });
  it('starts a tools/call from the first listed tool, its required arguments filled in', () => {
    const tools = [
      { name: 'search', inputSchema: { type: 'object', properties: { q: { type: 'string' } }, required: ['q'] } },
    ];
    const params = JSON.parse(defaultParams('tools/call', { tools })) as { name: string; arguments: object };
    expect(params.name).toBe('search');
    expect(Object.keys(params.arguments)).toEqual(['q']);
    expect(JSON.parse(defaultParams('resources/read', { resources: [{ uri: 'demo://a' }] }))).toEqual({
      uri: 'demo://a',
    });
  });
});

describe('saved live settings', () => {
  it('reads what it wrote and defaults what is damaged', () => {
    expect(readSavedLive(DEFAULT_LIVE, 1)).toEqual(DEFAULT_LIVE);
    expect(readSavedLive({ url: 5, mode: 'warp', headers: [{ name: 'A' }, 3] }, 1)).toMatchObject({
      url: '',
      mode: 'auto',
      headers: [{ name: 'A', value: '', enabled: true }],
    });
    expect(readSavedLive('x', 1)).toBeNull();
  });
});

describe('verdicts', () => {
  it('is the worst finding', () => {
    expect(verdictOf([])).toBe('pass');
    expect(verdictOf([], true)).toBe('transport');
    expect(rpcMethodOf('{"method":"ping"}')).toBe('ping');
    expect(rpcMethodOf('nope')).toBe('');
  });
});
