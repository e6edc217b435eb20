// Fuzz targets: the relay's frame decoder (the page's half of the relay's framing) and the tap's
// events feed decoder, fed random bytes cut anywhere, and real frames with lying lengths. The relay
// decoder allocates no more than its JSON frame cap and throws only an Error; the tap decoder yields
// JSON values and stops with an Error on a line it cannot read.
import fc from 'fast-check';
import { encodeFrameHeader, encodeJsonFrame, RelayFrameDecoder } from '../../app/server/relay/codec';
import { FRAME_KIND } from '../../app/server/relay/protocol';
import { decodeTapEvents } from '../../app/server/tap/protocol';

function fail(why: string): never {
  throw new Error(why);
}

// Cuts `bytes` at the given offsets (each taken modulo the length), in order.
function pieces(bytes: Uint8Array, cuts: number[]): Uint8Array[] {
  const at = [...new Set(cuts.map((c) => (bytes.length === 0 ? 0 : c % bytes.length)))].sort((a, b) => a - b);
  const out: Uint8Array[] = [];
  let from = 0;
  for (const cut of at) {
    out.push(bytes.subarray(from, cut));
    from = cut;
  }
  out.push(bytes.subarray(from));
  return out;
}

const frame = fc.oneof(
  fc.constant(encodeJsonFrame({ t: 'head', status: 200, headers: [['content-type', 'application/json']] } as never)),
  fc.uint8Array({ maxLength: 40 }).map((body) => {
    const header = encodeFrameHeader(FRAME_KIND.body, body.length);
    return Uint8Array.from([...header, ...body]);
  }),
  fc.constant(encodeJsonFrame({ t: 'end', bytes: 0, ms: 1 } as never)),
  // A header that lies: any kind, any length up to 4 GiB, and few or no bytes behind it.
  fc
    .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 0xffffffff }), fc.uint8Array({ maxLength: 20 }))
    .map(([kind, length, rest]) => Uint8Array.from([...encodeFrameHeader(kind, length), ...rest])),
  fc.uint8Array({ maxLength: 30 }),
);

export const relayFrames = {
  name: 'relay frame decoder',
  input: fc.tuple(fc.array(frame, { maxLength: 6 }), fc.array(fc.nat({ max: 400 }), { maxLength: 8 })),
  check([frames, cuts]: [Uint8Array[], number[]]): void {
    const bytes = Uint8Array.from(frames.flatMap((f) => [...f]));
    const decoder = new RelayFrameDecoder();
    let bodyBytes = 0;
    try {
      for (const piece of pieces(bytes, cuts))
        for (const f of decoder.push(piece)) if (f.t === 'body') bodyBytes += f.bytes.length;
    } catch (error) {
      if (!(error instanceof Error) || error instanceof RangeError) throw error;
      if (error.message.length > 2000) fail(`an error of ${error.message.length} characters`);
      return;
    }
    // A first frame claiming a JSON frame over the cap ends the answer at once (nothing allocated for it).
    const first = frames[0];
    const claims = first && first.length >= 5 ? new DataView(first.buffer, first.byteOffset).getUint32(1) : 0;
    const jsonKind = first?.[0] === FRAME_KIND.head || first?.[0] === FRAME_KIND.end;
    if (jsonKind && claims > 1024 * 1024 && !decoder.ended) fail(`a JSON frame of ${claims} bytes was waited for`);
    if (bodyBytes !== decoder.received) fail(`${bodyBytes} body bytes yielded, ${decoder.received} counted`);
    if (bodyBytes > bytes.length) fail('more body bytes than were pushed');
  },
};

const line = fc.oneof(
  fc.json({ maxDepth: 2 }),
  fc.constantFrom('{"t":"hello","taps":[],"records":[],"pending":[]}', '{"t":"ping"}', '', '{', '\r', 'null'),
  fc.string({ maxLength: 40 }),
);

export const tapFeed = {
  name: 'tap events feed decoder',
  async: true,
  input: fc.tuple(fc.array(line, { maxLength: 8 }), fc.array(fc.nat({ max: 300 }), { maxLength: 6 })),
  async check([lines, cuts]: [string[], number[]]): Promise<void> {
    const bytes = new TextEncoder().encode(lines.join('\n') + '\n');
    const parts = pieces(bytes, cuts);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = parts.shift();
        if (next) controller.enqueue(next);
        else controller.close();
      },
    });
    let count = 0;
    try {
      for await (const event of decodeTapEvents(body)) {
        if (event === undefined) fail('an undefined event');
        count++;
      }
    } catch (error) {
      if (!(error instanceof Error)) throw error;
      if (error.message.length > 2000) fail(`an error of ${error.message.length} characters`);
      return;
    }
    if (count > lines.length) fail(`${count} events from ${lines.length} lines`);
  },
};
