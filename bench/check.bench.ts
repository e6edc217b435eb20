import { checkExchange, type Exchange } from '../src/index';
import { capturedToolsList, invalidToolsList } from './realistic';

/** One benchmark row: the subject against a baseline measured in the same run. */
export interface Row {
  name: string;
  baselineMs: number;
  subjectMs: number;
  ratio: number;
}

const SERVER_INFO = { 'io.modelcontextprotocol/serverInfo': { name: 'bench', version: '1.0.0' } };
const META = {
  'io.modelcontextprotocol/protocolVersion': '2026-07-28',
  'io.modelcontextprotocol/clientCapabilities': {},
};

/** A ~1 MB conforming tools/list response. */
function toolsListBody(): string {
  const tools: unknown[] = [];
  let size = 0;
  for (let i = 0; size < 1_000_000; i++) {
    const tool = {
      name: `tool_${i}`,
      title: `Tool ${i}`,
      description: `Does thing number ${i} with the given arguments and returns a short text.`,
      inputSchema: {
        type: 'object',
        properties: {
          query: { type: 'string', description: 'what to look for' },
          limit: { type: 'integer', minimum: 1 },
        },
        required: ['query'],
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    };
    size += JSON.stringify(tool).length;
    tools.push(tool);
  }
  return JSON.stringify({
    jsonrpc: '2.0',
    id: 1,
    result: { tools, resultType: 'complete', ttlMs: 60000, cacheScope: 'private', _meta: SERVER_INFO },
  });
}

/** A ~100 KB SSE stream: progress notifications, then the tools/call response. */
function sseBody(): string {
  const frames: string[] = [];
  let size = 0;
  for (let i = 1; size < 100_000; i++) {
    const frame = `event: message\ndata: ${JSON.stringify({ jsonrpc: '2.0', method: 'notifications/progress', params: { progressToken: 'p', progress: i, total: 10_000, message: `step ${i} of the long-running operation` } })}\n\n`;
    size += frame.length;
    frames.push(frame);
  }
  frames.push(
    `event: message\ndata: ${JSON.stringify({ jsonrpc: '2.0', id: 1, result: { content: [{ type: 'text', text: 'done' }], resultType: 'complete', _meta: SERVER_INFO } })}\n\n`,
  );
  return frames.join('');
}

// The baseline parses what the checker parses: the whole body, or every SSE data line.
function parseSseBaseline(body: string): void {
  for (const line of body.split('\n')) if (line.startsWith('data: ')) JSON.parse(line.slice(6));
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

// Baseline and subject alternate, so that drift and GC pauses hit both alike.
function row(name: string, baseline: () => void, subject: () => void, runs: number): Row {
  for (let i = 0; i < 5; i++) {
    baseline();
    subject();
  }
  const base: number[] = [];
  const subj: number[] = [];
  for (let i = 0; i < runs; i++) {
    let start = performance.now();
    baseline();
    base.push(performance.now() - start);
    start = performance.now();
    subject();
    subj.push(performance.now() - start);
  }
  const baselineMs = median(base);
  const subjectMs = median(subj);
  return { name, baselineMs: round(baselineMs), subjectMs: round(subjectMs), ratio: round(subjectMs / baselineMs) };
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}

/**
 * Medians of `checkExchange` on a synthetic 1 MB tools/list, a ~1 MB tools/list captured live from
 * the SDK 2.4.0 fixture (x-mcp-header schemas, output schemas, annotations, per-tool _meta), a
 * tools/list of 100,000 invalid tools and a 100 KB SSE stream, each against `JSON.parse` (or the
 * SSE data lines) of the same body in the same run (target: within 3x).
 *
 * @example
 * const rows = await runCheckBench();
 * rows[0]?.name // 'checkExchange: 1 MB tools/list (JSON)'
 */
export async function runCheckBench(): Promise<Row[]> {
  const list = toolsListBody();
  const stream = sseBody();
  const realistic = await capturedToolsList();
  const invalid = invalidToolsList();
  const listExchange: Exchange = {
    request: { method: 'tools/list', id: 1, params: { _meta: META } },
    response: { status: 200, headers: { 'content-type': 'application/json' }, body: list },
  };
  const sseExchange: Exchange = {
    request: { method: 'tools/call', id: 1, params: { name: 'slow', _meta: { ...META, progressToken: 'p' } } },
    response: {
      status: 200,
      headers: { 'content-type': 'text/event-stream', 'x-accel-buffering': 'no' },
      body: stream,
    },
  };
  return [
    row(
      'checkExchange: 1 MB tools/list (JSON)',
      () => JSON.parse(list),
      () => checkExchange(listExchange),
      21,
    ),
    row(
      `checkExchange: ${(realistic.response.body.length / 1e6).toFixed(1)} MB captured tools/list`,
      () => JSON.parse(realistic.response.body),
      () => checkExchange(realistic),
      21,
    ),
    row(
      'checkExchange: 100,000 invalid tools',
      () => JSON.parse(invalid.response.body),
      () => checkExchange(invalid),
      7,
    ),
    row(
      'checkExchange: 100 KB SSE stream',
      () => parseSseBaseline(stream),
      () => checkExchange(sseExchange),
      101,
    ),
  ];
}
