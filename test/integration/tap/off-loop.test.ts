import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RunningInspector } from '../../../app/server/standalone';
import { SessionJudge } from '../../../app/server/tap/judge';
import { startSdkServer, type SdkServerHandle } from '../../fixtures/sdk-server/server';
import { recorded, sdkClient, startTapped } from './support';

// The README promises that judging the tap's session never sits between a client and its next answer:
// the session is judged in a worker thread. A judge that ran on the main thread (this module's
// SessionJudge) would show up on the spy; the worker loads its own copy of the module.

let sdk: SdkServerHandle;
let app: RunningInspector;
const onMainThread = vi.spyOn(SessionJudge.prototype, 'settled');
const errors = vi.spyOn(console, 'error');

beforeAll(async () => {
  sdk = await startSdkServer({ legacy: 'reject' });
  app = await startTapped([sdk.url]);
});
afterAll(async () => {
  await app.close();
  await sdk.close();
});

describe('tap: the session is judged off the event loop', () => {
  it('judges every exchange of a session without running the judge on the main thread', async () => {
    const client = await sdkClient(`${app.origin}/tap`);
    await client.listTools();
    await client.callTool({ name: 'echo', arguments: { message: 'judged elsewhere' } });
    await client.close();
    const records = await recorded(app);
    expect(records.map((r) => r.rpcMethod)).toEqual(
      expect.arrayContaining(['server/discover', 'tools/list', 'tools/call']),
    );
    // Judged: every record carries the verdict the worker gave it.
    for (const record of records) expect(record.verdict).toEqual(expect.any(String));
    expect(onMainThread).not.toHaveBeenCalled();
    expect(errors.mock.calls.flat().join('\n')).not.toMatch(/judging on the main thread/);
  });
});
