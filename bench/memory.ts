// Peak memory of one parse + shape + serialize, measured in a fresh child process (maxRSS delta).
import { execFileSync } from 'node:child_process';

const CHILD = `
import { parseHandlerResult, toResponse } from './src/index.ts';
import { toElixir, toolsListResult } from './bench/payloads.ts';
const [bytes, syntax] = [Number(process.argv[2]), process.argv[3]];
const value = toolsListResult(bytes);
const text = syntax === 'elixir' ? '{:ok, ' + toElixir(value) + '}' : JSON.stringify(value);
globalThis.gc?.();
const before = process.resourceUsage().maxRSS;
const out = JSON.stringify(toResponse(1, 'tools/list', parseHandlerResult(text).result));
const after = process.resourceUsage().maxRSS;
console.log(JSON.stringify({ input: text.length, peakKb: after - before, out: out.length }));
`;

/** Peak extra memory as a multiple of the input size, for a 10 MB payload of each syntax. */
export function memoryRows(): { name: string; inputBytes: number; peakBytes: number; ratio: number }[] {
  return (['json', 'elixir'] as const).map((syntax) => {
    const raw = execFileSync(process.execPath, ['--expose-gc', '--import', 'tsx', '--input-type=module', '-e', CHILD, '--', '10000000', syntax], { encoding: 'utf8' });
    const { input, peakKb } = JSON.parse(raw.trim().split('\n').pop() ?? '{}') as { input: number; peakKb: number };
    return { name: `${syntax} input, 10 MB`, inputBytes: input, peakBytes: peakKb * 1024, ratio: (peakKb * 1024) / input };
  });
}
