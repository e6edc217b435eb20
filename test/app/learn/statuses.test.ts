import { describe, expect, it } from 'vitest';
import { buildRequest, checkExchange, ERROR_CODES } from '../../../src/index';
import { CHEAT_SHEET } from '../../../app/features/learn/model/cheat-sheet';
import { rowStatus } from '../../../app/features/learn/model/status-rows';
import { stepById } from '../../../app/features/learn/model/steps';

const rows = stepById('error-codes')?.example?.statuses ?? [];

/** The checker's findings on one error response sent with `status` to `request`. */
function statusFindings(request: Parameters<typeof checkExchange>[0]['request'], code: number, status: number) {
  const body = JSON.stringify({ jsonrpc: '2.0', id: 1, error: { code, message: 'x' } });
  return checkExchange({ request, response: { status, headers: { 'content-type': 'application/json' }, body } })
    .filter((f) => f.severity === 'error')
    .map((f) => f.rule);
}

describe('the error-code step’s status table', () => {
  it('never presents -32602 as HTTP 200 for a missing _meta key, as step 3 teaches', () => {
    const envelope = rows.find((r) => r.code === -32602 && /_meta/.test(r.when));
    expect(envelope && rowStatus(envelope)).toBe(400);
  });

  it('states, for the envelope refusal, the status the checker demands (and refuses 200)', () => {
    const built = buildRequest({ method: 'tools/list', id: 1 });
    const params = { _meta: {} };
    const request = { method: 'tools/list', id: 1, params, headers: built.headers };
    expect(statusFindings(request, -32602, 400)).toEqual([]);
    expect(statusFindings(request, -32602, 200).length).toBeGreaterThan(0);
  });

  it('gives the fixed statuses of the MCP codes and of method-not-found', () => {
    const status = Object.fromEntries(rows.filter((r) => r.code !== -32602).map((r) => [r.code, rowStatus(r)]));
    expect(status).toEqual({ [-32020]: 400, [-32021]: 400, [-32022]: 400, [-32601]: 404, [-32603]: 200 });
  });
});

describe('the cheat sheet’s 2025-11-25 column', () => {
  const drafts = Object.values(ERROR_CODES)
    .filter((f) => f.kind === 'pre-final' || f.kind === 'mcp')
    .map((f) => String(f.code));

  it.each(CHEAT_SHEET.map((r) => [r.id, r.legacy] as const))('%s names no 2026 or draft code', (_id, legacy) => {
    for (const code of drafts) expect(legacy).not.toContain(code);
  });
});
