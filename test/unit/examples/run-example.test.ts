import { describe, expect, it } from 'vitest';
import { runExample } from './run-example';

const scope = {
  double: (n: number) => 2 * n,
  fail: () => {
    throw new RangeError('too big');
  },
};

describe('runExample (the @example harness)', () => {
  it('asserts each "// =>" value, after an expression or a declaration, on the same or the next line', async () => {
    await expect(
      runExample('double(2) // => 4\nconst x = double(3); // => 6\ndouble(x)\n// => 12', scope),
    ).resolves.toBe(3);
    await expect(runExample("double(2) // => { wrong: 'value' }", scope)).rejects.toThrow('double(2)');
    await expect(runExample('double(2) // => 5', scope)).rejects.toThrow('expected 4 to deeply equal 5');
  });

  it('asserts "throws" with a class or a message part, and fails when nothing is thrown', async () => {
    await expect(runExample("fail() // => throws RangeError\nfail() // => throws 'too big'", scope)).resolves.toBe(2);
    await expect(runExample('fail() // => throws TypeError', scope)).rejects.toThrow();
    await expect(runExample('double(1) // => throws RangeError', scope)).rejects.toThrow();
  });

  it('refuses a "// =>" it cannot attach to a value instead of ignoring it', async () => {
    await expect(runExample('const f = () => {\n  double(1) // => 2\n};', scope)).rejects.toThrow('inside a statement');
    await expect(runExample('if (true) double(1); // => 2', scope)).rejects.toThrow('has no value');
  });

  it('runs TypeScript and lets the code shadow names in scope', async () => {
    await expect(runExample('const double = (n: number): number => n;\ndouble(2) // => 2', scope)).resolves.toBe(1);
    await expect(runExample('missing(1) // => 1', scope)).rejects.toThrow('missing is not defined');
  });
});
