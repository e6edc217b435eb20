/**
 * Why a schema `pattern` could make a backtracking regular-expression engine run for hours, or null.
 * Flagged: a repeated group whose body repeats or alternates (`(a+)+`, `(a|ab)*`: exponential), three
 * or more repeats in a row (`\d*\d*\d*`: polynomial), and backreferences. A repeat
 * followed by a literal it cannot match (`([a-z]+\.)*`) is separated and safe. Cautious: a safe pattern
 * may be flagged (it is then not run), a flagged one is never run.
 *
 * @example
 * backtrackingRisk('^(a+)+$') // => 'a repeated group that itself repeats or alternates'
 * backtrackingRisk('^([a-z0-9]+\\.)*[a-z]{2,}$') // => null
 * backtrackingRisk('^\\d{4}-\\d{2}-\\d{2}$') // => null
 */
export function backtrackingRisk(pattern: string): string | null {
  try {
    return new Scan(pattern).run();
  } catch (error) {
    return error instanceof Risk ? error.message : null;
  }
}

class Risk extends Error {}

interface Item {
  src: string;
  /** Matches exactly one character (a literal, a class, `.`). */
  single: boolean;
  /** The literal character it matches, when it is one. */
  literal?: string;
  repeated: boolean;
  optional: boolean;
  group?: Frame;
}

interface Frame {
  items: Item[];
  alternation: boolean;
  /** A lookahead or lookbehind: it matches no text of its own. */
  lookaround?: boolean;
}

const QUANTIFIER = /^\{(\d+)(,(\d*))?\}/;

class Scan {
  private i = 0;
  private readonly stack: Frame[] = [{ items: [], alternation: false }];

  constructor(private readonly p: string) {}

  run(): string | null {
    while (this.i < this.p.length) this.step();
    checkSequence(this.top());
    return null;
  }

  private top(): Frame {
    return this.stack[this.stack.length - 1]!;
  }

  private step(): void {
    const c = this.p[this.i]!;
    if (c === '\\') return this.escape();
    if (c === '[') return this.charClass();
    if (c === '(') return this.open();
    if (c === ')') return this.close();
    if (c === '|') {
      this.top().alternation = true;
      this.i++;
      return;
    }
    if (c === '^' || c === '$') {
      this.i++;
      return;
    }
    if (c === '*' || c === '+' || c === '?' || (c === '{' && QUANTIFIER.test(this.p.slice(this.i))))
      return this.quantifier();
    this.i++;
    this.push({ src: c, single: true, literal: c === '.' ? undefined : c, repeated: false, optional: false });
  }

  private escape(): void {
    const next = this.p[this.i + 1] ?? '';
    if (/[1-9]/.test(next) || next === 'k') throw new Risk('a backreference');
    let end = this.i + 2;
    const braced = /^[pPu]\{[^}]*\}/.exec(this.p.slice(this.i + 1));
    if (braced) end = this.i + 1 + braced[0].length;
    else if (next === 'u') end = this.i + 6;
    else if (next === 'x') end = this.i + 4;
    else if (next === 'c') end = this.i + 3;
    const src = this.p.slice(this.i, end);
    this.i = end;
    const literal = /[^\w\s]/.test(next) && src.length === 2 ? next : undefined;
    if (next === 'b' || next === 'B') return;
    this.push({ src, single: true, literal, repeated: false, optional: false });
  }

  private charClass(): void {
    let j = this.i + 1;
    while (j < this.p.length && this.p[j] !== ']') j += this.p[j] === '\\' ? 2 : 1;
    const src = this.p.slice(this.i, j + 1);
    this.i = j + 1;
    this.push({ src, single: true, repeated: false, optional: false });
  }

  private open(): void {
    const head = /^\(\?(?::|=|!|<=|<!|<[^>]*>)?/.exec(this.p.slice(this.i));
    this.i += head ? head[0].length : 1;
    this.stack.push({ items: [], alternation: false, lookaround: head !== null && /[=!]$/.test(head[0]) });
  }

  private close(): void {
    this.i++;
    if (this.stack.length === 1) return;
    const group = this.stack.pop()!;
    checkSequence(group);
    this.push({ src: '(…)', single: false, repeated: false, optional: false, group });
  }

  private quantifier(): void {
    const rest = this.p.slice(this.i);
    const c = rest[0];
    let min = 0;
    let max = Infinity;
    let length = 1;
    if (c === '+') min = 1;
    else if (c === '?') max = 1;
    else if (c === '{') {
      const m = QUANTIFIER.exec(rest)!;
      min = Number(m[1]);
      max = m[2] === undefined ? min : m[3] === '' ? Infinity : Number(m[3]);
      length = m[0].length;
    }
    this.i += length + (this.p[this.i + length] === '?' ? 1 : 0);
    const last = this.top().items[this.top().items.length - 1];
    if (!last) return;
    last.optional = last.optional || min === 0;
    if (max <= 1) return;
    last.repeated = true;
    if (last.group && (alternates(last.group) || repeatsInside(last.group)))
      throw new Risk('a repeated group that itself repeats or alternates');
  }

  private push(item: Item): void {
    this.top().items.push(item);
  }
}

// A group body that repeats somewhere without a separating literal after it.
function repeatsInside(frame: Frame): boolean {
  return frame.items.some((item, k) => (item.repeated || hasRepeat(item)) && !separated(frame.items, k));
}

function alternates(frame: Frame): boolean {
  return frame.alternation || frame.items.some((item) => item.group !== undefined && alternates(item.group));
}

function hasRepeat(item: Item): boolean {
  return item.group !== undefined && item.group.items.some((i) => i.repeated || hasRepeat(i));
}

// Three repeats in a row (optional items between them count for nothing) already make a cubic search. A
// group holding a repeat (`(a+)`) counts as one; a required literal ends the run only when no repeat
// since the run began can match it (`\d+1\d+` is still one run, `\d+\.\d+` is two).
function checkSequence(frame: Frame): void {
  let run = 0;
  let start = 0;
  frame.items.forEach((item, k) => {
    if (item.group?.lookaround) return;
    const ends = (char: string | undefined): boolean =>
      char === undefined || !frame.items.slice(start, k).some((i) => repeatMayMatch(i, char));
    if (item.repeated || hasRepeat(item)) {
      // A repeat that starts with a literal the run cannot match (`(/.*)?` after `[a-z]+`) starts anew.
      const lead = leadingLiteral(item);
      if (lead !== undefined && ends(lead)) [run, start] = [0, k];
      run++;
    } else if (item.optional) return;
    else if (ends(item.literal)) [run, start] = [0, k + 1];
    if (run >= 3) throw new Risk('three or more repeats in a row that can match the same text');
  });
}

// The literal character every match of the item starts with, when there is one.
function leadingLiteral(item: Item): string | undefined {
  if (!item.group) return item.literal;
  const first = item.group.items[0];
  if (item.group.alternation || item.group.lookaround || !first || first.optional) return undefined;
  return leadingLiteral(first);
}

// Whether a repeated part of the item could match the character (and so run on past it).
function repeatMayMatch(item: Item, char: string): boolean {
  if (item.repeated) return mayMatch(item, char);
  return item.group !== undefined && item.group.items.some((i) => repeatMayMatch(i, char));
}

// Whether an item could match the character (cautious: a group could when any of its items could).
function mayMatch(item: Item, char: string): boolean {
  if (item.group) return item.group.items.some((i) => mayMatch(i, char));
  if (!item.single) return true;
  try {
    return new RegExp(`^(?:${item.src})$`, 'u').test(char);
  } catch {
    return true;
  }
}

// A one-character repeat followed by a required literal it cannot match ends where the literal is.
function separated(items: readonly Item[], k: number): boolean {
  const item = items[k]!;
  const next = items[k + 1];
  if (!item.single || !next || next.optional || next.literal === undefined) return false;
  try {
    return !new RegExp(`^(?:${item.src})$`, 'u').test(next.literal);
  } catch {
    return false;
  }
}
