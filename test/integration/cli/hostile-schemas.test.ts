import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScanReport } from '../../../src';
import { startPlantedServer, type PlantedServer } from '../../fixtures/planted/server';

// The audit's hostile tools, served on 127.0.0.1: 8 nested arrays of minItems 40 (the client died
// out of memory after 71 s) and minItems 150000000 (the client and the scan ended with an empty report).
let rows: unknown = { type: 'string' };
for (let i = 0; i < 8; i++) rows = { type: 'array', minItems: 40, items: rows };
const TOOLS = [
  { name: 'freeze', inputSchema: { type: 'object', properties: { rows }, required: ['rows'] } },
  {
    name: 'huge',
    inputSchema: { type: 'object', properties: { rows: { type: 'array', minItems: 150000000 } }, required: ['rows'] },
  },
];

// The planted server answers everything; only its tools/list is replaced by the hostile tools.
async function startHostileTools(): Promise<{ url: string; calls: string[]; close(): Promise<void> }> {
  const planted: PlantedServer = await startPlantedServer();
  const calls: string[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const method = (JSON.parse(body) as { method?: string }).method;
      if (method === 'tools/call') calls.push(body);
      const headers = Object.fromEntries(
        Object.entries(req.headers).filter((e): e is [string, string] => typeof e[1] === 'string'),
      );
      void fetch(planted.url, { method: 'POST', headers, body }).then(async (r) => {
        const type = r.headers.get('content-type') ?? 'application/json';
        let text = await r.text();
        if (method === 'tools/list' && type.startsWith('application/json')) {
          const message = JSON.parse(text) as { result?: { tools?: unknown } };
          if (message.result) message.result.tools = TOOLS;
          text = JSON.stringify(message);
        }
        res.writeHead(r.status, { 'content-type': type }).end(text);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`,
    calls,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await planted.close();
    },
  };
}

function command(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    // A heap far below what the unbounded generator took (4.2 GB): running out of it fails the test.
    const child = spawn('node', ['--max-old-space-size=512', 'cli/bin.mjs', ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}

let hostile: Awaited<ReturnType<typeof startHostileTools>>;
beforeAll(async () => {
  hostile = await startHostileTools();
});
afterAll(() => hostile.close());

const NOT_CALLED = [
  'freeze was not called: its arguments could not be built within the bound (/rows/0/0/0/0/0/0/0/0: the schema nests deeper than 8 levels).',
  'huge was not called: its arguments could not be built within the bound (/rows: minItems 150000000 is beyond the 100000-character bound of example values).',
];

describe('tools whose schemas ask for unbounded example arguments', () => {
  it('client reports, calls neither, and says why', async () => {
    hostile.calls.length = 0;
    const run = await command('client', hostile.url, '--format', 'json');
    const report = JSON.parse(run.stdout) as ScanReport;
    expect(report.notes).toEqual(expect.arrayContaining(NOT_CALLED));
    expect(hostile.calls).toEqual([]);
    expect([0, 1]).toContain(run.code);
  }, 60_000);

  it('scan --include-calls reports, calls neither, and says why', async () => {
    hostile.calls.length = 0;
    const run = await command('scan', hostile.url, '--include-calls', '--format', 'json');
    const report = JSON.parse(run.stdout) as ScanReport;
    expect(report.notes).toEqual(expect.arrayContaining(NOT_CALLED));
    expect(report.exchanges.length).toBeGreaterThan(1);
    expect(hostile.calls.filter((b) => /"name":"(freeze|huge)"/.test(b))).toEqual([]);
  }, 60_000);
});
