import { parseHandlerResult, toResponse } from '../src/index';
import { pairedMs, runsFor, type BenchRow } from './measure';
import { toElixir, toolsListResult } from './payloads';

export const SIZES: [string, number][] = [
  ['1 KB', 1_000],
  ['100 KB', 100_000],
  ['1 MB', 1_000_000],
  ['10 MB', 10_000_000],
];

/** Parse + shape + serialize against JSON.parse + JSON.stringify of the same content, timed in alternation. */
export function shapingRows(): BenchRow[] {
  const rows: BenchRow[] = [];
  const shape = (text: string) =>
    JSON.stringify(
      toResponse(1, 'tools/list', parseHandlerResult(text).result, { serverInfo: { name: 'bench', version: '1' } }),
    );
  for (const [label, bytes] of SIZES) {
    const value = toolsListResult(bytes);
    const json = JSON.stringify(value);
    const elixir = `{:ok, ${toElixir(value)}}`;
    const runs = runsFor(bytes);
    const baseline = () => JSON.stringify(JSON.parse(json));
    rows.push({
      name: `JSON input, ${label} (${json.length} B)`,
      ...pairedMs(baseline, () => shape(json), runs),
      target: 1.3,
    });
    rows.push({
      name: `Elixir input, ${label} (${elixir.length} B)`,
      ...pairedMs(baseline, () => shape(elixir), runs),
      target: 4,
    });
  }
  return rows;
}
