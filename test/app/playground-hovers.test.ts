import { describe, expect, it } from 'vitest';
import { computePreview } from '../../app/features/playground/model/compute-preview';
import { stepAnnotations } from '../../app/features/playground/model/annotations';
import { DEFAULT_INPUT } from '../../app/features/playground/model/input';

// No Markdown is built from input here: the editor escapes the hover it builds from data, so input cannot inject any.
describe('step annotations carry no Markdown', () => {
  it('a step quoting an image and a link gives only a pointer and a kind', () => {
    const payload = '![p](http://127.0.0.1:4312/x.png) [a](http://127.0.0.1:4312/)';
    const preview = computePreview({
      ...DEFAULT_INPUT,
      text: `{:ok, %{"tools" => [], "ttlMs" => ${JSON.stringify(payload)}}}`,
    });
    if (!preview.ok) throw new Error(preview.problem.message);
    const annotations = stepAnnotations(preview.modern.steps);
    expect(annotations.find((a) => a.pointer === '/result/ttlMs')).toEqual({
      pointer: '/result/ttlMs',
      kind: 'replaced',
    });
    expect(JSON.stringify(annotations)).not.toContain('127.0.0.1');
  });
});
