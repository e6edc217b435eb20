import fc from 'fast-check';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { cappedNote, computePreview } from '../../app/features/playground/model/compute-preview';
import { DEFAULT_INPUT } from '../../app/features/playground/model/input';
import { MAX_INDENT_DEPTH, printJson, printJsonReport } from '../../app/features/playground/model/print-json';

/** JSON.stringify(value, null, 2) with every line's indentation capped: the oracle of printJson. */
function cappedNative(value: unknown): string {
  return (JSON.stringify(value, null, 2) ?? 'null')
    .split('\n')
    .map((line) => {
      const pad = line.length - line.trimStart().length;
      return pad > 2 * MAX_INDENT_DEPTH ? ' '.repeat(2 * MAX_INDENT_DEPTH) + line.trimStart() : line;
    })
    .join('\n');
}

const nest = (depth: number, leaf: unknown): unknown => {
  let v = leaf;
  for (let i = 0; i < depth; i++) v = i % 2 ? [v, i] : { a: v, b: [] };
  return v;
};

describe('printJson: indentation capped past a depth, no recursion', () => {
  it('property: equals JSON.stringify with indentation capped, at any depth', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), fc.integer({ min: 0, max: 120 }), (leaf, depth) => {
        // -0 aside (Jason writes -0.0), JSON.stringify is the reference.
        const value = nest(depth, JSON.parse(JSON.stringify(leaf)));
        expect(printJson(value)).toBe(cappedNative(value));
      }),
      { numRuns: 300 },
    );
  });

  it('writes -0 as -0.0, as Jason writes the float -0.0', () => {
    expect(printJson({ a: [-0, 0] })).toBe('{\n  "a": [\n    -0.0,\n    0\n  ]\n}');
    expect(JSON.parse(printJson(-0))).toBe(-0);
  });

  it('a 30 KB input nested 5,000 deep gives about 1 MB of response, not 50 MB, and says so', () => {
    const text = '{:ok, %{"tools" => [], "x" => ' + '['.repeat(5000) + '1' + ']'.repeat(5000) + '}}';
    const preview = computePreview({ ...DEFAULT_INPUT, text });
    if (!preview.ok) throw new Error(preview.problem.message);
    expect(preview.modernText.length).toBeLessThan(1_000_000);
    const depth = printJsonReport(preview.modern.response).depth;
    expect(depth).toBe(5002); // the response, its result, then the 5,000 lists
    expect(preview.notes).toContain(cappedNote(depth));
  });

  it('a shallow response gets no note and the same text as before', () => {
    const preview = computePreview(DEFAULT_INPUT);
    if (!preview.ok) throw new Error(preview.problem.message);
    expect(preview.modernText).toBe(JSON.stringify(preview.modern.response, null, 2));
    expect(preview.notes.some((n) => n.includes('levels deep'))).toBe(false);
  });
});

describe('deep input previews and is judged in a thread with a small stack', () => {
  it('30,000-deep Elixir and JSON: the preview and the verdict both finish', async () => {
    const code = `
      const { parentPort } = require('node:worker_threads');
      parentPort.once('message', async ({ base, texts }) => {
        const { tsImport } = await import('tsx/esm/api');
        const { computePreview } = await tsImport(base + 'compute-preview.ts', __filename);
        const { computeVerdict } = await tsImport(base + 'verdict.ts', __filename);
        const { DEFAULT_INPUT } = await tsImport(base + 'input.ts', __filename);
        parentPort.postMessage(texts.map((text) => {
          const input = { ...DEFAULT_INPUT, text };
          const preview = computePreview(input);
          if (!preview.ok) return preview.problem.title;
          return computeVerdict(input, preview).findings.map((f) => f.rule).join(',') || 'no findings';
        }));
      });`;
    const worker = new Worker(code, { eval: true, resourceLimits: { stackSizeMb: 0.5 } });
    const d = 30_000;
    const texts = [
      '{:ok, %{"tools" => [], "x" => ' + '['.repeat(d) + '1' + ']'.repeat(d) + '}}',
      '{"tools": [], "x": ' + '{"a":'.repeat(d) + '1' + '}'.repeat(d) + '}',
      '{"tools": [], "x": ' + '['.repeat(d),
    ];
    // happy-dom gives import.meta.url an http: scheme; the thread needs a file: URL.
    const base = `${pathToFileURL(resolve('app/features/playground/model')).href}/`;
    const reply = new Promise<string[]>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    worker.postMessage({ base, texts });
    try {
      expect(await reply).toEqual(['no findings', 'no findings', 'Syntax error']);
    } finally {
      await worker.terminate();
    }
  }, 60_000);
});
