import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendExchange } from '../../../src/probe/index';
import { scanServer } from '../../../src';
import { startHugeAnswers, type HugeAnswers } from '../../fixtures/huge-answers/server';

const MiB = 1024 * 1024;
// undici hands the body over in chunks of at most a few hundred KB; the read stops within one of them.
const SLACK = MiB;

let server: HugeAnswers;
beforeAll(async () => {
  server = await startHugeAnswers();
});
afterAll(async () => {
  await server?.close();
});

describe('sendExchange stops reading at maxBytes, counted after decompression', () => {
  it('a 300 MB answer: the read stops at the cap and the server stops writing', async () => {
    const before = server.written();
    const recorded = await sendExchange(fetch, { url: server.url, method: 'tools/list', id: 1, maxBytes: MiB });
    expect(recorded.overCap?.maxBytes).toBe(MiB);
    expect(recorded.overCap!.bytesRead).toBeGreaterThan(MiB);
    expect(recorded.overCap!.bytesRead).toBeLessThan(MiB + SLACK);
    expect(recorded.response.body.length).toBe(MiB);
    // The connection was dropped: the server wrote far less than its 300 MB (socket buffers aside).
    await expect.poll(() => server.written() - before).toBeLessThan(64 * MiB);
  });

  it('a brotli bomb (a few hundred bytes inflating to 64 MB): stops at the cap of inflated bytes', async () => {
    const recorded = await sendExchange(fetch, { url: server.url, method: 'prompts/list', id: 2, maxBytes: MiB });
    expect(recorded.response.headers['content-encoding']).toBe('br');
    expect(recorded.overCap!.bytesRead).toBeLessThan(MiB + SLACK);
    expect(recorded.response.body.length).toBe(MiB);
  });

  it('below the cap nothing changes', async () => {
    const recorded = await sendExchange(fetch, { url: server.url, method: 'server/discover', id: 3, maxBytes: MiB });
    expect(recorded.overCap).toBeUndefined();
    expect(JSON.parse(recorded.response.body)).toMatchObject({ id: 3, result: { resultType: 'complete' } });
  });
});

describe('a scan of the server with huge answers', () => {
  it('keeps memory bounded: the capped probes fail with R-LIMIT, the rest is judged, the verdict is incomplete', async () => {
    const report = await scanServer({ url: server.url, fetch, maxAnswerBytes: 2 * MiB, timeoutMs: 10_000 });
    const capped = report.exchanges.filter((e) => e.overCap);
    expect(capped.map((e) => e.probe).sort()).toEqual([
      'list:prompts/list:1:1',
      'list:prompts/list:2:1',
      'list:tools/list:1:1',
      'list:tools/list:2:1',
      'method-header-mismatch', // a tools/list body, which the server answers by its body
    ]);
    for (const e of capped) {
      expect(e).toMatchObject({
        outcome: 'failed',
        error: { code: 'failed', message: expect.stringMatching(/passed 2097152 bytes/) },
      });
      expect(e.overCap!.bytesRead).toBeLessThan(2 * MiB + SLACK);
      expect(e.response!.body.length).toBe(65_536);
      expect(e.findings.map((f) => [f.rule, f.severity])).toEqual([['R-LIMIT', 'warning']]);
    }
    expect(report.verdict).toBe('incomplete');
    expect(report.exchanges.find((e) => e.probe === 'discover')!.outcome).toBe('answered');
  });
});
