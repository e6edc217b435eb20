import { describe, expect, it } from 'vitest';
import { checkExchange } from '../../../../src/check/index';
import { loadCaptured, type CapturedExchange } from '../../../fixtures/captured/load';

// Pre-final codes never pass silently. The captured
// @modelcontextprotocol/server 2.4.0 refusals are renumbered back to the draft numbers a server
// built against the drafts would send; everything else stays as captured.
const sdk = loadCaptured('sdk-server-2.4.0.json');
const renumber = (e: CapturedExchange, from: number, to: number): CapturedExchange => ({
  ...e,
  response: { ...e.response, body: e.response.body.replace(`"code":${from}`, `"code":${to}`) },
});
const findings = (e: CapturedExchange) => checkExchange(e, { strict: true }).map((f) => [f.rule, f.pointer, f.message]);

describe('pre-final error codes on captured refusals', () => {
  it('the captured refusals themselves are clean', () => {
    for (const name of [
      'unsupported protocol version',
      'missing Mcp-Method header',
      'tools/call missing capability (-32021)',
    ])
      expect(checkExchange(sdk.get(name), { strict: true }), name).toEqual([]);
  });

  it('-32004 for an unsupported version: R-ERR-3 with the renumbering, plus R-REQMETA-3 expecting -32022', () => {
    const got = findings(renumber(sdk.get('unsupported protocol version'), -32022, -32004));
    expect(got.map(([rule]) => rule)).toEqual(['R-ERR-3', 'R-REQMETA-3']);
    for (const [, pointer, message] of got) {
      expect(pointer).toBe('/error/code');
      expect(message).toContain('-32022');
    }
  });

  it('-32001 for a missing header: R-ERR-3, and R-HDR-3 (the rule expecting -32020) names the renumbering', () => {
    const got = findings(renumber(sdk.get('missing Mcp-Method header'), -32020, -32001));
    expect(got.map(([rule]) => rule)).toEqual(['R-ERR-3', 'R-HDR-3']);
    expect(got[1]?.[2]).toContain('-32001 (the pre-final draft number of HeaderMismatch, renumbered to -32020');
  });

  it('-32003 for a missing capability: R-ERR-3 plus R-REQMETA-4 expecting -32021', () => {
    const got = findings(renumber(sdk.get('tools/call missing capability (-32021)'), -32021, -32003));
    expect(got.map(([rule]) => rule)).toEqual(['R-ERR-3', 'R-REQMETA-4']);
    expect(got[1]?.[2]).toContain('-32021');
  });

  it('-32003 on tasks/get without the extension: R-ERR-3 plus R-TASK-7, which names the renumbering', () => {
    const base = sdk.get('tools/call missing capability (-32021)');
    const tasks: CapturedExchange = {
      ...renumber(base, -32021, -32003),
      request: {
        ...base.request,
        method: 'tasks/get',
        params: { taskId: 't1', _meta: (base.request.params as { _meta?: unknown })._meta },
        headers: { ...base.request.headers, 'Mcp-Method': 'tasks/get', 'Mcp-Name': 't1' },
      },
    };
    const got = findings(tasks);
    expect(got.map(([rule]) => rule)).toEqual(['R-ERR-3', 'R-TASK-7']);
    expect(got[1]?.[2]).toContain('renumbered to -32021');
  });
});
