import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../../cli/main';

// A 2025-11-25 server whose `slow` call closes its stream after naming an event id, and whose resumed
// GET (Last-Event-ID) stays open without ever sending the answer: the client must give up in bounded time.
let server: Server;
let url: string;
beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.method === 'GET') {
      if (!req.headers['last-event-id']) return void res.writeHead(405).end();
      res.writeHead(200, { 'content-type': 'text/event-stream' }).flushHeaders();
      return; // open, silent
    }
    if (req.method === 'DELETE') return void res.writeHead(200).end();
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const message = JSON.parse(body) as { id?: number; method: string; params?: { name?: string } };
      if (message.id === undefined) return void res.writeHead(202).end();
      const json = (result: unknown) =>
        res
          .writeHead(200, { 'content-type': 'application/json', 'mcp-session-id': 's1' })
          .end(JSON.stringify({ jsonrpc: '2.0', id: message.id, result }));
      if (message.method === 'initialize')
        return json({
          protocolVersion: '2025-11-25',
          capabilities: { tools: {} },
          serverInfo: { name: 'silent', version: '1' },
        });
      if (message.method === 'tools/list') return json({ tools: [{ name: 'slow', inputSchema: { type: 'object' } }] });
      if (message.method === 'tools/call')
        return void res.writeHead(200, { 'content-type': 'text/event-stream' }).end('id: e1\nretry: 10\ndata: \n\n');
      return json({});
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
});

describe('client: a resumed stream that never brings the answer', () => {
  it('gives each resumption its --timeout, then ends (before the fix it awaited the open stream for ever)', async () => {
    let out = '';
    const code = await runCli(
      ['client', url, '--era', '2025-11-25', '--call', 'slow', '--timeout', '300', '--format', 'json'],
      { stdout: { write: (t: string) => ((out += t), true) }, stderr: { write: () => true } },
    );
    const report = JSON.parse(out) as {
      verdict: string;
      notes: string[];
      findings: { rule: string; severity: string; exchange: number; message: string }[];
      exchanges: { label: string; outcome: string; error?: string; request: { headers: Record<string, string> } }[];
    };
    expect(report.exchanges.filter((e) => e.request.headers['Last-Event-ID'] === 'e1')).toHaveLength(3);
    expect(code).toBe(1);
    // The call that never got its answer failed (before the fix: `answered` beside its error), and its
    // failing finding stays; the notes do not say it a second time.
    const never = 'The stream of tools/call ended without its answer, and resuming it brought none.';
    const call = report.exchanges.findIndex((e) => e.label === 'tools/call slow');
    expect(report.exchanges[call]).toMatchObject({ outcome: 'failed', error: never });
    expect(report.notes.filter((n) => n.includes(never))).toEqual([]);
    expect(report.findings.map((f) => [f.rule, f.severity, f.exchange, f.message])).toEqual([
      ['R-LEGACY-3', 'error', call, never],
    ]);
    expect(report.verdict).toBe('fail');
  }, 60_000);

  it('the text report lists it once, among the requests with no complete answer', async () => {
    let out = '';
    await runCli(['client', url, '--era', '2025-11-25', '--call', 'slow', '--timeout', '300'], {
      stdout: { write: (t: string) => ((out += t), true) },
      stderr: { write: () => true },
    });
    const never = 'tools/call slow: The stream of tools/call ended without its answer, and resuming it brought none.';
    const unanswered = out.slice(out.indexOf('No complete answer:'));
    expect(unanswered.split('\n')[1]).toBe(`  failed   ${never}`);
    expect(out.split(never)).toHaveLength(2);
  }, 60_000);

  it('JUnit gives the call its error and keeps its R-LEGACY-3 failure', async () => {
    let out = '';
    await runCli(['client', url, '--era', '2025-11-25', '--call', 'slow', '--timeout', '300', '--format', 'junit'], {
      stdout: { write: (t: string) => ((out += t), true) },
      stderr: { write: () => true },
    });
    const cases = out
      .split('\n')
      .filter((l) => l.includes('name="tools/call slow"') || l.includes('(tools/call slow)'));
    expect(cases).toHaveLength(2);
    expect(cases[0]).toContain('<error type="failed" message="The stream of tools/call ended without its answer');
    expect(cases[1]).toContain('<failure type="R-LEGACY-3"');
    expect(out).toMatch(
      /<testsuite name="The 2025-era session, judged by its own era" tests="\d+" failures="1" errors="1"/,
    );
  }, 60_000);
});
