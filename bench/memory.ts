// Peak memory of one parse + shape + serialize, measured in a fresh child process (maxRSS delta),
// next to the same measurement for the JSON.parse + JSON.stringify baseline.
import { execFileSync } from 'node:child_process';

const CHILD = `
import { parseHandlerResult, toResponse } from './src/index.ts';
import { toElixir, toolsListResult } from './bench/payloads.ts';
const [bytes, mode] = [Number(process.argv.at(-2)), process.argv.at(-1)];
const value = toolsListResult(bytes);
const text = mode === 'elixir' ? '{:ok, ' + toElixir(value) + '}' : JSON.stringify(value);
globalThis.gc?.();
const before = process.resourceUsage().maxRSS;
const out = mode === 'baseline' ? JSON.stringify(JSON.parse(text)) : JSON.stringify(toResponse(1, 'tools/list', parseHandlerResult(text).result));
const after = process.resourceUsage().maxRSS;
console.log(JSON.stringify({ input: text.length, peakKb: after - before, out: out.length }));
`;

export interface MemoryRow {
  name: string;
  inputBytes: number;
  peakBytes: number;
  ratio: number;
}

function measure(mode: 'baseline' | 'json' | 'elixir', bytes: number): MemoryRow {
  const raw = execFileSync(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', '--input-type=module', '-e', CHILD, '--', String(bytes), mode],
    { encoding: 'utf8' },
  );
  const { input, peakKb } = JSON.parse(raw.trim().split('\n').pop() ?? '{}') as { input: number; peakKb: number };
  return { name: `${mode}, 10 MB`, inputBytes: input, peakBytes: peakKb * 1024, ratio: (peakKb * 1024) / input };
}

/** Peak extra memory as a multiple of the input size, for a 10 MB payload: baseline, JSON input, Elixir input. */
export function memoryRows(): MemoryRow[] {
  return (['baseline', 'json', 'elixir'] as const).map((mode) => measure(mode, 10_000_000));
}
