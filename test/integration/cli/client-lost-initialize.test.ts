import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../../cli/main';

// A 2025-era server whose initialize never gets its answer. At /lost its POST stream names an event
// id and ends, and the resumed GET (Last-Event-ID) stays open and silent; at /hang the POST is never
// answered at all. server/discover is refused as a 2025-era server refuses it.
let server: Server;
let base: string;
beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.method === 'GET') {
      if (!req.headers['last-event-id']) return void res.writeHead(405).end();
      res.writeHead(200, { 'content-type': 'text/event-stream' }).flushHeaders();
      return; // open, silent
    }
    if (req.method !== 'POST') return void res.writeHead(405).end();
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const message = JSON.parse(body) as { id?: number; method: string };
      if (message.method === 'server/discover')
        return void res
          .writeHead(400, { 'content-type': 'application/json' })
          .end(JSON.stringify({ jsonrpc: '2.0', id: message.id, error: { code: -32000, message: 'Not initialized' } }));
      if (req.url === '/hang') return; // never answered
      res.writeHead(200, { 'content-type': 'text/event-stream' }).end('id: e1\nretry: 10\ndata: \n\n');
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
});

async function client(...args: string[]): Promise<{ code: number; out: string }> {
  let out = '';
  const code = await runCli(['client', ...args, '--timeout', '300'], {
    stdout: { write: (t: string) => ((out += t), true) },
    stderr: { write: () => true },
  });
  return { code, out };
}

const never = 'The stream of initialize ended without its answer, and resuming it brought none.';
const givenUp = 'No answer arrived on this resumed stream within 300 ms, so this client closed it.';

interface JsonReport {
  notes: string[];
  legacy?: { problem?: string };
  migration?: { change: string; exchange: number }[];
  exchanges: { label: string; outcome: string; cut?: boolean; error?: string }[];
}

describe('client: a 2025-era initialize whose answer never came', () => {
  it('text: the session line, the R-LEGACY-3 finding and "No complete answer" say why; the notes do not repeat it', async () => {
    const { code, out } = await client(`${base}/lost`);
    expect(code).toBe(1);
    const notes = out.slice(out.indexOf('\nNotes:'));
    expect(out.indexOf('\nNotes:')).toBeGreaterThan(0);
    expect(notes).not.toContain(never);
    expect(out.split(never)).toHaveLength(4);
    expect(out).toContain(`could not start: initialize got no usable answer (${never})`);
    expect(out).toContain(`  failed   initialize: ${never}`);
  }, 30_000);

  it('JSON: each resumption is a stream this client cut when --timeout ran out, and no migration entry cites it', async () => {
    const { out } = await client(`${base}/lost`, '--era', '2025-11-25', '--format', 'json');
    const report = JSON.parse(out) as JsonReport;
    const resumed = report.exchanges.filter((e) => e.label.startsWith('initialize: its stream resumed'));
    expect(resumed).toHaveLength(3);
    for (const e of resumed) expect(e).toMatchObject({ outcome: 'answered', cut: true, error: givenUp });
    const init = report.exchanges.find((e) => e.label === 'initialize');
    expect(init).toMatchObject({ outcome: 'failed', error: never });
    expect(init).not.toHaveProperty('cut');
    // The server pushed nothing on a GET stream: no "listen" change, and every entry cites initialize.
    expect(report.migration?.map((m) => `${m.change} ${report.exchanges[m.exchange]?.label}`)).toEqual([
      'serve-discover initialize',
      'meta-envelope initialize',
    ]);
    expect(report.legacy?.problem).toContain(never);
    expect(report.notes).toEqual([]);
  }, 30_000);

  it('JUnit: the resumptions pass as cut streams, initialize is an error with its R-LEGACY-3 failure', async () => {
    const { out } = await client(`${base}/lost`, '--era', '2025-11-25', '--format', 'junit');
    const resumed = out.split('\n').filter((l) => l.includes('initialize: its stream resumed'));
    expect(resumed).toHaveLength(3);
    for (const line of resumed) expect(line).not.toMatch(/<error|<failure/);
    expect(out).toContain(`<error type="failed" message="${never}"/>`);
    expect(out).toMatch(/<failure type="R-LEGACY-3" message="The stream of initialize ended without its answer/);
  }, 30_000);

  it('an initialize never answered at all: one sentence, one full stop, no note repeating it', async () => {
    const { code, out } = await client(`${base}/hang`, '--era', '2025-11-25');
    expect(code).toBe(2);
    expect(out).toBe(`MCP scan of ${base}/hang\nVerdict: UNREACHABLE\ninitialize: No complete answer within 300 ms.\n`);
    const json = JSON.parse((await client(`${base}/hang`, '--format', 'json')).out) as JsonReport;
    expect(json.legacy?.problem).toBe(
      'initialize got no usable answer (No complete answer within 300 ms.): this is no 2025-era MCP server here.',
    );
    expect(json.notes.filter((n) => n.includes('could not start'))).toEqual([]);
  }, 30_000);
});
