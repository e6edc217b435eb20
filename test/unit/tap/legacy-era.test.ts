import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { exchangeRecord, tappedRecord } from '../../../src';
import { LegacyEraJudge } from '../../../app/server/tap/legacy-era';
import type { TapRecord } from '../../../app/server/tap/protocol';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const SESSION = 's-1';

function record(id: number, method: string, result: unknown, params: unknown = {}): TapRecord {
  const made = exchangeRecord({
    id: `e${id}`,
    startedAt: '2025-11-25T00:00:00.000Z',
    source: 'tapped',
    request: {
      url: 'http://127.0.0.1:3000/mcp',
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Mcp-Session-Id': SESSION, 'MCP-Protocol-Version': '2025-11-25' },
      body: JSON.stringify({ jsonrpc: '2.0', id, method, params }),
    },
    response: {
      status: 200,
      statusText: 'OK',
      headers: { 'Content-Type': 'application/json', 'Mcp-Session-Id': SESSION },
      body: JSON.stringify({ jsonrpc: '2.0', id, result }),
    },
    timing: { totalMs: 1 },
  });
  return tappedRecord(made, 'demo');
}

/** Judges `count` pings and keeps only weak references to what came back (no stale local in the test's frame). */
function judgePings(judge: LegacyEraJudge, count: number): WeakRef<object>[] {
  const refs: WeakRef<object>[] = [];
  for (let id = 1; id <= count; id++) {
    const judged = judge.judge(record(id, 'ping', {}));
    expect(judged?.era?.version).toBe('2025-11-25');
    refs.push(new WeakRef(judged!));
  }
  return refs;
}

describe("the tap's 2025-era judge", () => {
  it('keeps no exchange once judged (no legacy rule reads earlier ones)', async () => {
    const judge = new LegacyEraJudge();
    const init = judge.judge(
      record(
        0,
        'initialize',
        { protocolVersion: '2025-11-25', serverInfo: { name: 's', version: '1' }, capabilities: {} },
        { protocolVersion: '2025-11-25', clientInfo: { name: 'c', version: '1' }, capabilities: {} },
      ),
    );
    expect(init?.era).toMatchObject({ version: '2025-11-25', session: SESSION });
    const refs = judgePings(judge, 60);
    // WeakRefs hold their targets until the job that made them ends.
    await new Promise((resolve) => setImmediate(resolve));
    gc();
    expect(refs.filter((ref) => ref.deref() !== undefined)).toHaveLength(0);
  });
});
