import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { STDIO_ERROR_HEADER } from '../../../app/server/stdio/endpoint';
import { startInspector, type RunningInspector } from '../../../app/server/standalone';
import { HOSTILE_STDIO, stdioPost, until } from './support';

// A real stdio server that writes what no MCP server should: the bridge (and the whole inspector
// process, which is this test's process) must survive each attack and keep answering.

const LINE_CAP = 1024 * 1024;
let app: RunningInspector;
let dir: string;
const warn = vi.spyOn(console, 'warn');

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'stdio-hostile-'));
  app = await startInspector({
    stdioCommand: HOSTILE_STDIO,
    stdioLimits: { maxLineBytes: LINE_CAP, maxQueuedBytes: 4 * 1024 * 1024 },
  });
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
  warn.mockRestore();
});
afterEach(async () => {
  // After every attack the process and the bridge still answer.
  expect(await (await stdioPost(app, `after-${Math.random()}`, 'ping')).json()).toMatchObject({ result: { ok: true } });
});

describe('stdio bridge against a hostile server', () => {
  it('ignores JSON lines that are not objects (null, 1, "hi", [], true) with a bounded warning', async () => {
    warn.mockClear();
    const r = await stdioPost(app, 1, 'hostile/not-objects');
    expect(await r.json()).toMatchObject({ id: 1, result: { ok: true } });
    const said = warn.mock.calls.map((c) => String(c[0]));
    expect(said.filter((w) => w.includes('not a JSON-RPC message'))).toHaveLength(5);
    expect(said.every((w) => w.length < 400)).toBe(true);
  });

  it.each([true, false])(
    'fails a request whose answer line is over the cap with a clear error (id first: %s)',
    async (idFirst) => {
      const r = await stdioPost(app, `long-${idFirst}`, 'hostile/long', { bytes: 3 * LINE_CAP, idFirst });
      expect([r.status, r.headers.get(STDIO_ERROR_HEADER)]).toEqual([502, 'line_too_long']);
      expect(((await r.json()) as { error: { message: string } }).error.message).toMatch(
        /over the bridge's 1048576-byte cap/,
      );
    },
  );

  it('drops a 40 MB line without a newline as it arrives, and answers the request after it', async () => {
    warn.mockClear();
    const r = await stdioPost(app, 'endless', 'hostile/endless', { bytes: 40 * 1024 * 1024 });
    expect(await r.json()).toMatchObject({ id: 'endless', result: { ok: true } });
    expect(warn.mock.calls.some((c) => /line of 4\d{7} bytes.*dropped/.test(String(c[0])))).toBe(true);
  });

  it('pauses the server while its only reader does not read, and resumes when it does', async () => {
    const file = join(dir, 'paused');
    const count = 2000; // 2000 × 64 KB = 125 MB, far more than the bridge may hold
    const r = await stdioPost(app, 'flood', 'hostile/flood', {
      progressToken: 'f',
      count,
      file,
      _meta: { progressToken: 'f' },
    });
    expect(r.headers.get('content-type')).toBe('text/event-stream');
    const written = (): number => Number(readFileSync(file, { encoding: 'utf8', flag: 'a+' }) || 0);
    // Quiet for a second: the server is blocked on a full pipe (or done, which the next line refuses).
    let last = -1;
    let quiet = 0;
    await until(
      () => {
        const now = written();
        quiet = now === last ? quiet + 1 : 0;
        last = now;
        return quiet;
      },
      (q) => q >= 50 || last >= count,
      'the flood to stop or finish',
    );
    expect(last).toBeLessThan(count / 4);
    const text = await r.text();
    expect(text).toContain('"flooded":2000');
    // 125 MB through a pipe: a starved machine needs more than the default minute.
  }, 180_000);

  it('cuts a reader that lets more than its cap pile up while another reader keeps the server going', async () => {
    const slowFile = join(dir, 'slow');
    const fastFile = join(dir, 'fast');
    const slow = await stdioPost(app, 'slow', 'hostile/flood', {
      progressToken: 's',
      count: 400,
      file: slowFile,
      _meta: { progressToken: 's' },
    });
    const fast = await stdioPost(app, 'fast', 'hostile/flood', {
      progressToken: 'q',
      count: 400,
      file: fastFile,
      _meta: { progressToken: 'q' },
    });
    expect(await fast.text()).toContain('"flooded":400');
    const text = await slow.text();
    expect(text).toContain('read too slowly');
    expect(text).not.toContain('"flooded"');
  });
});
