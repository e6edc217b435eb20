import fc from 'fast-check';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { HandlerParseError, parseHandlerResult } from '../../../src/handler';

function thrown(text: string): unknown {
  try {
    parseHandlerResult(text);
  } catch (error) {
    return error;
  }
  return null;
}

const deepArray = (d: number) => '{"x": ' + '['.repeat(d) + '1' + ']'.repeat(d) + '}';
const deepObject = (d: number) => '{"x": ' + '{"a":'.repeat(d) + '1' + '}'.repeat(d) + '}';

describe('deep JSON is parsed or refused with a positioned error, never a RangeError', () => {
  it.each([
    ['['.repeat(5128), 5128, 'the array opened at 1:5128 is not closed'],
    ['{"a":'.repeat(3469), 17345, 'the object opened at 1:17341 is not closed'],
  ])('%#: an unclosed deep text is a syntax error at the end', (text, offset, reason) => {
    const error = thrown(text);
    expect(error).toBeInstanceOf(HandlerParseError);
    expect(error).toMatchObject({ kind: 'syntax', syntax: 'json', offset });
    expect((error as HandlerParseError).reason).toContain(reason);
  });

  it('100,000-deep valid JSON parses', () => {
    expect(parseHandlerResult(deepArray(100_000)).result.kind).toBe('ok');
    expect(parseHandlerResult(deepObject(100_000)).result.kind).toBe('ok');
  });

  it('property: any depth, cut anywhere, gives a result or a HandlerParseError', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 60_000 }),
        fc.boolean(),
        fc.double({ min: 0, max: 1 }),
        (d, arrays, cut) => {
          const text = (arrays ? deepArray : deepObject)(d);
          const truncated = text.slice(0, Math.floor(text.length * cut));
          const error = thrown(truncated);
          if (error !== null) expect(error).toBeInstanceOf(HandlerParseError);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('in a thread with a third of the stack (a browser worker has about half), deep input is the same', async () => {
    const code = `
      const { parentPort } = require('node:worker_threads');
      parentPort.once('message', async ({ url, texts }) => {
        const { tsImport } = await import('tsx/esm/api');
        const { parseHandlerResult } = await tsImport(url, __filename);
        parentPort.postMessage(texts.map((t) => { try { return parseHandlerResult(t).result.kind; } catch (e) { return e.name; } }));
      });`;
    const worker = new Worker(code, { eval: true, resourceLimits: { stackSizeMb: 0.33 } });
    const texts = [deepArray(50_000), deepObject(50_000), '['.repeat(50_000), '{"a":'.repeat(50_000)];
    const url = new URL('../../../src/handler/index.ts', import.meta.url).href;
    const reply = new Promise<string[]>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    worker.postMessage({ url, texts });
    try {
      expect(await reply).toEqual(['ok', 'ok', 'HandlerParseError', 'HandlerParseError']);
    } finally {
      await worker.terminate();
    }
  });
});
