import { parseHandlerResult, toResponse } from '../src/index';
import { medianMs, runsFor, type BenchRow } from './measure';
import { toElixir, toolsListResult } from './payloads';

export const SIZES: [string, number][] = [
  ['1 KB', 1_000],
  ['100 KB', 100_000],
  ['1 MB', 1_000_000],
  ['10 MB', 10_000_000],
];

/** Parse + shape + serialize against JSON.parse + JSON.stringify of the same content. */
export function shapingRows(): BenchRow[] {
  const rows: BenchRow[] = [];
  for (const [label, bytes] of SIZES) {
    const value = toolsListResult(bytes);
    const json = JSON.stringify(value);
    const elixir = `{:ok, ${toElixir(value)}}`;
    const runs = runsFor(bytes);
    const baselineMs = medianMs(() => JSON.stringify(JSON.parse(json)), runs);
    const shape = (text: string) =>
      JSON.stringify(
        toResponse(1, 'tools/list', parseHandlerResult(text).result, { serverInfo: { name: 'bench', version: '1' } }),
      );
    const jsonMs = medianMs(() => shape(json), runs);
    const elixirMs = medianMs(() => shape(elixir), runs);
    rows.push({
      name: `JSON input, ${label} (${json.length} B)`,
      baselineMs,
      subjectMs: jsonMs,
      ratio: jsonMs / baselineMs,
      target: 1.3,
    });
    rows.push({
      name: `Elixir input, ${label} (${elixir.length} B)`,
      baselineMs,
      subjectMs: elixirMs,
      ratio: elixirMs / baselineMs,
      target: 4,
    });
  }
  return rows;
}
