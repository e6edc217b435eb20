import { locate } from './position';

/**
 * The first syntax error of a JSON text: where it is (0-based UTF-16 offset) and what is wrong.
 *
 * @example
 * const problem: JsonSyntaxProblem | null = jsonSyntaxError('{"a": }');
 * problem // => { offset: 6, reason: 'Expected a value, found "}"' }
 */
export interface JsonSyntaxProblem {
  offset: number;
  reason: string;
}

const OPEN = 0x7b,
  CLOSE = 0x7d,
  OPEN_ARRAY = 0x5b,
  CLOSE_ARRAY = 0x5d,
  QUOTE = 0x22,
  BACKSLASH = 0x5c,
  COMMA = 0x2c,
  COLON = 0x3a;

// What may come next in the innermost container.
const E_VALUE = 0,
  E_VALUE_OR_CLOSE = 1,
  E_KEY = 2,
  E_KEY_OR_CLOSE = 3,
  E_COLON = 4,
  E_NEXT = 5,
  E_END = 6;

/**
 * Finds the first syntax error of a strict JSON text (RFC 8259: no comments, no trailing commas),
 * or null when it is valid. Iterative, so any nesting depth costs no stack; the position is the
 * offending character itself (a bad escape deep in a string is reported at its backslash).
 *
 * @example
 * jsonSyntaxError('{"a": }') // => { offset: 6, reason: 'Expected a value, found "}"' }
 * jsonSyntaxError('["a\\q"]') // => { offset: 3, reason: 'Invalid escape "\\q" in a string' }
 * jsonSyntaxError('[1]') // => null
 */
export function jsonSyntaxError(text: string): JsonSyntaxProblem | null {
  const n = text.length;
  const stack: number[] = []; // offsets of the open brackets
  let expect = E_VALUE;
  let i = 0;
  const fail = (offset: number, reason: string): JsonSyntaxProblem => ({ offset, reason });
  // The innermost open container, in words: 'the array opened at 1:5'.
  const innermost = (): string => {
    const open = stack[stack.length - 1] as number;
    const at = locate(text, open);
    return `the ${text.charCodeAt(open) === OPEN ? 'object' : 'array'} opened at ${at.line}:${at.column}`;
  };
  const closer = (): string =>
    `"${text.charCodeAt(stack[stack.length - 1] as number) === OPEN ? '}' : ']'}" to close ${innermost()}`;
  for (;;) {
    i = skipSpace(text, i);
    if (i >= n) {
      if (expect === E_END) return null;
      if (stack.length === 0) return fail(n, 'Expected a value, found end of input');
      if (expect === E_NEXT) return fail(n, `Expected "," or ${closer()}, found end of input`);
      const wanted =
        expect === E_COLON ? '":"' : expect === E_KEY || expect === E_KEY_OR_CLOSE ? 'a property name' : 'a value';
      return fail(n, `Expected ${wanted}, found end of input (${innermost()} is not closed)`);
    }
    const c = text.charCodeAt(i);
    switch (expect) {
      case E_END:
        return fail(i, `Unexpected ${found(text, i)} after the JSON value`);
      case E_COLON:
        if (c !== COLON) return fail(i, `Expected ":" after the property name, found ${found(text, i)}`);
        i++;
        expect = E_VALUE;
        continue;
      case E_NEXT: {
        const top = text.charCodeAt(stack[stack.length - 1] as number);
        if (c === COMMA) {
          i++;
          expect = top === OPEN ? E_KEY : E_VALUE;
        } else if ((c === CLOSE && top === OPEN) || (c === CLOSE_ARRAY && top === OPEN_ARRAY)) {
          stack.pop();
          i++;
          expect = stack.length === 0 ? E_END : E_NEXT;
        } else return fail(i, `Expected "," or ${closer()}, found ${found(text, i)}`);
        continue;
      }
      case E_KEY:
      case E_KEY_OR_CLOSE:
        if (c === CLOSE && expect === E_KEY_OR_CLOSE) {
          stack.pop();
          i++;
          expect = stack.length === 0 ? E_END : E_NEXT;
          continue;
        }
        if (c !== QUOTE) {
          const why = expect === E_KEY && c === CLOSE ? 'a trailing comma is not allowed, ' : '';
          return fail(i, `Expected a property name in double quotes (${why}found ${found(text, i)})`);
        }
        {
          const end = stringEnd(text, i);
          if (typeof end !== 'number') return end;
          i = end;
        }
        expect = E_COLON;
        continue;
      default:
        if (c === CLOSE_ARRAY && expect === E_VALUE_OR_CLOSE) {
          stack.pop();
          i++;
          expect = stack.length === 0 ? E_END : E_NEXT;
          continue;
        }
        if (c === OPEN || c === OPEN_ARRAY) {
          stack.push(i++);
          expect = c === OPEN ? E_KEY_OR_CLOSE : E_VALUE_OR_CLOSE;
          continue;
        }
        if (c === CLOSE_ARRAY && expect === E_VALUE && stack.length > 0)
          return fail(i, 'Expected a value (a trailing comma is not allowed), found "]"');
        {
          const end = scalarEnd(text, i);
          if (typeof end !== 'number') return end;
          i = end;
        }
        expect = stack.length === 0 ? E_END : E_NEXT;
    }
  }
}

/** Index after the string starting at `start` (a quote), or the problem in it. */
function stringEnd(text: string, start: number): number | JsonSyntaxProblem {
  for (let j = start + 1; j < text.length; j++) {
    const code = text.charCodeAt(j);
    if (code === QUOTE) return j + 1;
    if (code < 0x20)
      return {
        offset: j,
        reason:
          code === 10 || code === 13
            ? 'Unterminated string: a line break must be written \\n inside a string'
            : `Invalid control character U+${code.toString(16).toUpperCase().padStart(4, '0')} in a string (write it as an escape)`,
      };
    if (code === BACKSLASH) {
      const e = text[j + 1];
      if (e === 'u') {
        if (!/^[0-9a-fA-F]{4}$/.test(text.slice(j + 2, j + 6)))
          return { offset: j, reason: `Invalid unicode escape "${text.slice(j, j + 6)}": \\u takes 4 hex digits` };
        j += 5;
      } else if (e !== undefined && '"\\/bfnrt'.includes(e)) j++;
      else if (e === undefined) break;
      else return { offset: j, reason: `Invalid escape "\\${e}" in a string` };
    }
  }
  return { offset: start, reason: 'Unterminated string: the closing " is missing' };
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const WORD = /[A-Za-z_$][\w$]*/y;

/** Index after the number or literal at `i`, or the problem there. */
function scalarEnd(text: string, i: number): number | JsonSyntaxProblem {
  const c = text.charCodeAt(i);
  if (c === QUOTE) return stringEnd(text, i);
  if (c === 0x2d || (c >= 0x30 && c <= 0x39)) {
    NUMBER.lastIndex = i;
    if (!NUMBER.test(text)) return { offset: i, reason: `Invalid number ${token(text, i)}` };
    const end = NUMBER.lastIndex;
    const next = text.charCodeAt(end);
    // 012, 1., 1.e5, 0x10: the number stops early and the rest is not JSON.
    if (
      (next >= 0x30 && next <= 0x39) ||
      next === 0x2e ||
      next === 0x78 ||
      next === 0x58 ||
      next === 0x65 ||
      next === 0x45
    )
      return {
        offset: i,
        reason: `Invalid number ${token(text, i)} (JSON numbers are decimal, without leading zeros)`,
      };
    return end;
  }
  for (const word of ['true', 'false', 'null']) if (text.startsWith(word, i)) return i + word.length;
  return { offset: i, reason: `Expected a value, found ${found(text, i)}` };
}

function skipSpace(text: string, from: number): number {
  let i = from;
  for (;;) {
    const c = text.charCodeAt(i);
    if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) i++;
    else return i;
  }
}

/** The characters from `i` up to the next delimiter, quoted (at most 20). */
function token(text: string, i: number): string {
  let end = i + 1;
  while (end < text.length && end < i + 20 && !/[\s,:[\]{}"]/.test(text.charAt(end))) end++;
  return JSON.stringify(text.slice(i, end));
}

/** Words for what is at `i`, for messages (at most about 20 characters). */
function found(text: string, i: number): string {
  if (i >= text.length) return 'end of input';
  const c = text.charCodeAt(i);
  if (c === 0x0a || c === 0x0d) return 'a line break';
  WORD.lastIndex = i;
  if (WORD.test(text)) return JSON.stringify(text.slice(i, Math.min(WORD.lastIndex, i + 20)));
  const cp = text.codePointAt(i) ?? 0;
  return JSON.stringify(String.fromCodePoint(cp));
}
