const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const LITERALS = ['true', 'false', 'null'];

type Expect = 'value' | 'valueOrEnd' | 'key' | 'keyOrEnd' | 'colon' | 'next' | 'end';

/**
 * The character offset of the first JSON syntax error in `text`, or -1 when it is valid JSON.
 * Iterative, so 10,000-deep nesting costs no stack (only run it after `JSON.parse` failed).
 *
 * @example
 * jsonErrorOffset('{"a":1,}') // => 7
 * jsonErrorOffset('[1]') // => -1
 */
export function jsonErrorOffset(text: string): number {
  const stack: string[] = [];
  let expect: Expect = 'value';
  let i = 0;
  const n = text.length;
  const after = (): Expect => (stack.length === 0 ? 'end' : 'next');
  for (;;) {
    while (i < n && (text[i] === ' ' || text[i] === '\t' || text[i] === '\n' || text[i] === '\r')) i++;
    if (i >= n) return expect === 'end' ? -1 : n;
    const c = text[i];
    if (expect === 'end') return i;
    if (expect === 'colon') {
      if (c !== ':') return i;
      i++;
      expect = 'value';
    } else if (expect === 'next') {
      const top = stack[stack.length - 1];
      if (c === ',') {
        i++;
        expect = top === '{' ? 'key' : 'value';
      } else if ((c === '}' && top === '{') || (c === ']' && top === '[')) {
        stack.pop();
        i++;
        expect = after();
      } else return i;
    } else if (expect === 'key' || expect === 'keyOrEnd') {
      if (expect === 'keyOrEnd' && c === '}') {
        stack.pop();
        i++;
        expect = after();
      } else if (c === '"') {
        const end = scanString(text, i);
        if (end < 0) return -end - 1;
        i = end;
        expect = 'colon';
      } else return i;
    } else {
      if (expect === 'valueOrEnd' && c === ']') {
        stack.pop();
        i++;
        expect = after();
        continue;
      }
      if (c === '{' || c === '[') {
        stack.push(c);
        i++;
        expect = c === '{' ? 'keyOrEnd' : 'valueOrEnd';
        continue;
      }
      const end = scanScalar(text, i);
      if (end < 0) return -end - 1;
      i = end;
      expect = after();
    }
  }
}

// Returns the index after the scalar, or -(errorOffset + 1).
function scanScalar(text: string, i: number): number {
  const c = text[i];
  if (c === '"') return scanString(text, i);
  if (c === '-' || (c !== undefined && c >= '0' && c <= '9')) {
    NUMBER.lastIndex = i;
    return NUMBER.test(text) ? NUMBER.lastIndex : -i - 1;
  }
  for (const word of LITERALS) {
    if (text.startsWith(word, i)) return i + word.length;
  }
  return -i - 1;
}

function scanString(text: string, start: number): number {
  for (let j = start + 1; j < text.length; j++) {
    const code = text.charCodeAt(j);
    if (code === 0x22) return j + 1;
    if (code < 0x20) return -j - 1;
    if (code === 0x5c) {
      const e = text[j + 1];
      if (e === 'u') {
        if (!/^[0-9a-fA-F]{4}$/.test(text.slice(j + 2, j + 6))) return -(j + 1) - 1;
        j += 5;
      } else if (e !== undefined && '"\\/bfnrt'.includes(e)) j++;
      else return -(j + 1) - 1;
    }
  }
  return -text.length - 1;
}

/**
 * The UTF-8 byte offset of a character offset (TextEncoder is not in lib ES2023).
 *
 * @example
 * utf8ByteOffset('é"', 1) // => 2
 */
export function utf8ByteOffset(text: string, charOffset: number): number {
  return utf8Bytes(text, 0, Math.min(charOffset, text.length));
}

/**
 * `utf8ByteOffset` for many offsets of one text: each call counts on from the previous offset,
 * so ascending offsets cost time linear in the text (a smaller offset counts again from 0).
 *
 * @example
 * const at = utf8ByteCounter('é"x');
 * at(1) // => 2
 * at(3) // => 4
 */
export function utf8ByteCounter(text: string): (charOffset: number) => number {
  let char = 0;
  let bytes = 0;
  return (charOffset) => {
    const end = Math.min(charOffset, text.length);
    if (end < char) {
      char = 0;
      bytes = 0;
    }
    const total = bytes + utf8Bytes(text, char, end);
    // An offset between the halves of a surrogate pair counted the high half alone (3 bytes);
    // resume before it so that a later offset counts the pair as 4.
    const split = end > char && isHigh(text.charCodeAt(end - 1)) && isLow(text.charCodeAt(end));
    char = split ? end - 1 : end;
    bytes = split ? total - 3 : total;
    return total;
  };
}

function isHigh(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

function isLow(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}

// The UTF-8 length of text[from, end); a high surrogate at end - 1 counts alone (3 bytes).
function utf8Bytes(text: string, from: number, end: number): number {
  let bytes = 0;
  for (let i = from; i < end; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (isHigh(code) && i + 1 < end) {
      if (isLow(text.charCodeAt(i + 1))) {
        bytes += 4;
        i++;
      } else bytes += 3;
    } else bytes += 3;
  }
  return bytes;
}
