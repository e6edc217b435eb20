// Fuzz target: the stdio bridge's line reader (LineSplitter, capped) and the id reader of over-long
// lines, fed random chunkings of random lines. Lines within the cap come out exactly; longer ones
// are reported with their true length and ends; nothing throws.
import fc from 'fast-check';
import { LineSplitter, type OverlongLine } from '../../app/server/http/ndjson';
import { idOfLineEnds } from '../../app/server/stdio/line-id';

const CAP = 64;

const line = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ minLength: 60, maxLength: 300 }),
  fc.json({ maxDepth: 2 }),
  fc.constantFrom('null', '1', '"hi"', '[]', '{"jsonrpc":"2.0","id":7,"result":{}}', '\r'),
);

function fail(why: string): never {
  throw new Error(why);
}

export const stdioLines = {
  name: 'stdio line reader',
  input: fc.record({
    lines: fc.array(line, { maxLength: 12 }),
    cuts: fc.array(fc.nat({ max: 400 }), { maxLength: 8 }),
    trailingNewline: fc.boolean(),
  }),
  check({ lines, cuts, trailingNewline }: { lines: string[]; cuts: number[]; trailingNewline: boolean }): void {
    const text = lines.join('\n') + (trailingNewline ? '\n' : '');
    const bytes = new TextEncoder().encode(text);
    const got: (Uint8Array | OverlongLine)[] = [];
    const splitter = new LineSplitter(CAP, { line: (b) => got.push(b), overlong: (o) => got.push(o) });
    let at = 0;
    for (const cut of [...cuts].sort((a, b) => a - b)) {
      const to = Math.min(cut, bytes.length);
      if (to < at) continue;
      splitter.push(bytes.subarray(at, to));
      at = to;
    }
    splitter.push(bytes.subarray(at));
    splitter.end();
    // A final newline ends the last line; it does not start another.
    const expected = text.split('\n');
    if (expected.at(-1) === '') expected.pop();
    if (got.length !== expected.length) fail(`${got.length} lines out for ${expected.length} in`);
    const encoder = new TextEncoder();
    expected.forEach((want, i) => {
      const wantBytes = encoder.encode(want);
      const out = got[i]!;
      if (out instanceof Uint8Array) {
        if (wantBytes.length > CAP) fail(`a line of ${wantBytes.length} bytes passed a ${CAP}-byte cap`);
        if (Buffer.compare(Buffer.from(out), Buffer.from(wantBytes)) !== 0) fail(`line ${i} changed`);
        return;
      }
      if (wantBytes.length <= CAP) fail(`a line of ${wantBytes.length} bytes was called over-long`);
      if (out.bytes !== wantBytes.length) fail(`over-long line counted ${out.bytes} bytes, not ${wantBytes.length}`);
      const head = Buffer.from(wantBytes.subarray(0, out.head.length));
      const tail = Buffer.from(wantBytes.subarray(wantBytes.length - out.tail.length));
      if (!head.equals(Buffer.from(out.head)) || !tail.equals(Buffer.from(out.tail))) fail('over-long ends differ');
      const decoder = new TextDecoder();
      idOfLineEnds(decoder.decode(out.head), decoder.decode(out.tail));
    });
  },
};
