import { ImplementationSchema } from '@modelcontextprotocol/core';
import { isJsonObject, type JsonObject } from '../json/types';
import { META_KEYS, REQUEST_SCOPED_META_KEYS, TCHAR } from '../spec';
import type { Scope } from './context';
import { objAt, ptr } from './context';
import { show, type FindingDraft } from './finding';

const KEY =
  /^(?:(?:[A-Za-z](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)*[A-Za-z](?:[A-Za-z0-9-]*[A-Za-z0-9])?\/)?(?:[A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?)?$/;
const SERVER_INFO = META_KEYS.serverInfo.key;
const TRACE_KEYS = new Set([META_KEYS.traceparent.key, META_KEYS.tracestate.key, META_KEYS.baggage.key]);
const KNOWN = new Set(Object.values(META_KEYS).map((f) => f.key));
const REQUEST_SCOPED = [...REQUEST_SCOPED_META_KEYS, META_KEYS.progressToken.key];
const SKIP = new Set(['inputSchema', 'outputSchema', 'structuredContent', 'requestedSchema']);
const TRACEPARENT = /^[0-9a-f]{2}-[0-9a-f]{32}-[0-9a-f]{16}-[0-9a-f]{2}$/;
const TRACESTATE_MEMBER =
  /^[a-z0-9][_0-9a-z*/@-]{0,255}=[\x20-\x2b\x2d-\x3c\x3e-\x7e]{0,255}[\x21-\x2b\x2d-\x3c\x3e-\x7e]$/;
const BAGGAGE_MEMBER = new RegExp(
  String.raw`^[${TCHAR}]+[ \t]*=[ \t]*[\x21\x23-\x2b\x2d-\x3a\x3c-\x5b\x5d-\x7e]*[ \t]*(;.*)?$`,
);

/**
 * R-META-1..3 and R-META-6 on the result, plus R-META-4/5/7 on every `_meta` object in it.
 *
 * @example
 * // A family of checkExchange: a reserved prefix with a bad name.
 * const response = { status: 200, body: '{"jsonrpc":"2.0","id":1,"result":{"tools":[],"resultType":"complete","ttlMs":0,"cacheScope":"private","_meta":{"io.modelcontextprotocol/-x":1}}}' };
 * checkExchange({ request: { method: 'tools/list', id: 1 }, response }).find((f) => f.rule === 'R-META-4')?.pointer // => '/result/_meta/io.modelcontextprotocol~1-x'
 */
export function checkMeta(s: Scope): void {
  const result = objAt(s.msg, 'result');
  if (!result) return;
  const meta = objAt(result, '_meta');
  const info = meta?.[SERVER_INFO];
  const discover = s.req.method === 'server/discover';
  if (info === undefined) {
    const rule = discover ? 'R-DISCOVER-7' : 'R-META-1';
    s.report(
      rule,
      meta ? ptr('result', '_meta') : ptr('result'),
      `The result does not name the server: 2026-07-28 results carry {name, version} in _meta["${SERVER_INFO}"].`,
      {
        expected: '{"name":…,"version":…}',
        actual: 'absent',
        // R-DISCOVER-7 restates R-META-1 for discover: one finding, named under both.
        ...(discover ? { related: ['R-META-1' as const] } : {}),
      },
    );
  } else checkImplementation(s, info);
  if (discover && 'serverInfo' in result) {
    s.report(
      'R-META-3',
      ptr('result', 'serverInfo'),
      `serverInfo sits in the DiscoverResult body (the shape before spec PR #3002); it belongs in _meta["${SERVER_INFO}"].`,
      {
        actual: show(result['serverInfo']),
      },
    );
  }
  for (const key of REQUEST_SCOPED) {
    if (meta && key in meta)
      s.report(
        'R-META-6',
        ptr('result', '_meta', key),
        `${key} is a request-scoped key; it has no defined meaning in a result's _meta.`,
        { actual: show(meta[key]) },
      );
  }
  forEachMeta(result, ['result'], (draft) => s.report(draft.rule, draft.pointer, draft.message, draft));
}

function checkImplementation(s: Scope, info: unknown): void {
  const at = ptr('result', '_meta', SERVER_INFO);
  const parsed = ImplementationSchema.safeParse(info);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const missing = isJsonObject(info) && issue.path.length === 1 && !(String(issue.path[0]) in info);
      const p =
        missing || issue.path.length === 0
          ? at
          : at + ptr(...issue.path.map((x) => (typeof x === 'number' ? x : String(x))));
      const name = issue.path.map(String).join('.') || 'serverInfo';
      s.report(
        'R-META-2',
        p,
        missing
          ? `serverInfo lacks ${name}, which an Implementation requires.`
          : `serverInfo.${name} is invalid: ${issue.message.replace(/^Invalid input: /, '')}.`,
        { expected: 'an Implementation {name, version, …}', actual: show(missing ? undefined : info) },
      );
    }
    return;
  }
  const url = isJsonObject(info) ? info['websiteUrl'] : undefined;
  if (typeof url === 'string' && !/^[A-Za-z][A-Za-z0-9+.-]*:\S*$/.test(url)) {
    s.report('R-META-2', `${at}/websiteUrl`, 'serverInfo.websiteUrl is not a URI.', {
      expected: 'a URI',
      actual: show(url),
    });
  }
}

/**
 * One step of a path, linked to its parent, so that a walk stores each step once; its RFC 6901
 * pointer is built (and kept) only when a finding needs it.
 *
 * @example
 * pointerOf(childPath(basePath(['result']), 'a/b')) // => '/result/a~1b'
 */
export interface PathLink {
  readonly parent: PathLink | null;
  readonly seg: string | number;
  /** The root link's whole path, turned into `pointer` on first use. */
  readonly base?: (string | number)[];
  pointer?: string;
}

/**
 * The root link of a walk, standing for the whole `base` path.
 *
 * @example
 * pointerOf(basePath(['result', '_meta'])) // => '/result/_meta'
 */
export function basePath(base: (string | number)[]): PathLink {
  // The base pointer is built only if a finding asks for it (one walk per tool of a long list).
  return { parent: null, seg: '', base };
}

/**
 * The link one step below `parent`.
 *
 * @example
 * pointerOf(childPath(basePath(['result']), 0)) // => '/result/0'
 */
export function childPath(parent: PathLink, seg: string | number): PathLink {
  return { parent, seg };
}

/**
 * The pointer of a link. Every link on the way up keeps its pointer (a parent's pointer plus one
 * segment), so the pointers of a whole walk cost time linear in its number of steps.
 *
 * @example
 * pointerOf(childPath(childPath(basePath([]), 'a'), 'b')) // => '/a/b'
 */
export function pointerOf(link: PathLink): string {
  const todo: PathLink[] = [];
  let at: PathLink | null = link;
  while (at && at.pointer === undefined && at.base === undefined) {
    todo.push(at);
    at = at.parent;
  }
  if (at && at.pointer === undefined) at.pointer = ptr(...(at.base ?? []));
  let pointer = at?.pointer ?? '';
  for (let i = todo.length - 1; i >= 0; i--) {
    const step = todo[i]!;
    pointer += ptr(step.seg);
    step.pointer = pointer;
  }
  return pointer;
}

/**
 * Visits every `_meta` object under `root` (iteratively: deep input costs no stack) and reports
 * R-META-4 (key grammar), R-META-5 (unknown keys under reserved prefixes), R-META-7 (W3C trace formats).
 *
 * @example
 * const rules: string[] = [];
 * forEachMeta({ _meta: { 'a b': 1 } }, ['result'], (d) => rules.push(d.rule));
 * rules // => ['R-META-4']
 */
export function forEachMeta(root: unknown, base: (string | number)[], report: (d: FindingDraft) => void): void {
  new MetaWalk(basePath(base), report).run(root);
}

// A depth-first walk in document order on parallel stacks (no tuple per node). An array is one
// frame that hands out its items in turn, so a list of 100,000 tools is never pushed whole; a
// node's link is made only when it has a child to visit or a `_meta` to judge.
class MetaWalk {
  private readonly nodes: unknown[] = [];
  private readonly parents: (PathLink | null)[] = [];
  private readonly segs: (string | number)[] = [];
  /** An array frame's next item; -1 for an object frame. */
  private readonly cursors: number[] = [];
  /** An array frame's own link, made on first use. */
  private readonly links: (PathLink | undefined)[] = [];

  constructor(
    private readonly rootLink: PathLink,
    private readonly report: (d: FindingDraft) => void,
  ) {}

  run(root: unknown): void {
    this.push(root, null, '');
    const { nodes, cursors } = this;
    while (nodes.length > 0) {
      const top = nodes.length - 1;
      const node = nodes[top];
      const cursor = cursors[top]!;
      if (cursor < 0) {
        const parent = this.parents[top]!;
        const seg = this.segs[top]!;
        this.pop();
        this.visit(node, parent, seg);
        continue;
      }
      const items = node as unknown[];
      let i = cursor;
      while (i < items.length && (typeof items[i] !== 'object' || items[i] === null)) i++;
      if (i >= items.length) {
        this.pop();
        continue;
      }
      cursors[top] = i + 1;
      const link = (this.links[top] ??= this.linkOf(this.parents[top]!, this.segs[top]!));
      this.visit(items[i], link, i);
    }
  }

  private visit(node: unknown, parent: PathLink | null, seg: string | number): void {
    if (Array.isArray(node)) {
      this.push(node, parent, seg);
      return;
    }
    if (!isJsonObject(node)) return;
    let link: PathLink | undefined;
    for (const key in node) {
      const child = node[key];
      if (typeof child !== 'object' || child === null) continue;
      if (key === '_meta' && isJsonObject(child))
        checkMetaKeys(child, childPath((link ??= this.linkOf(parent, seg)), key), this.report);
      else if (!SKIP.has(key)) this.push(child, (link ??= this.linkOf(parent, seg)), key);
    }
  }

  private linkOf(parent: PathLink | null, seg: string | number): PathLink {
    return parent === null ? this.rootLink : childPath(parent, seg);
  }

  private push(node: unknown, parent: PathLink | null, seg: string | number): void {
    this.nodes.push(node);
    this.parents.push(parent);
    this.segs.push(seg);
    this.cursors.push(Array.isArray(node) ? 0 : -1);
    this.links.push(undefined);
  }

  private pop(): void {
    this.nodes.pop();
    this.parents.pop();
    this.segs.pop();
    this.cursors.pop();
    this.links.pop();
  }
}

/**
 * R-META-4/5/7 on one `_meta` object at `path`.
 *
 * @example
 * const rules: string[] = [];
 * checkMetaObject({ traceparent: 'abc' }, ['params', '_meta'], (d) => rules.push(d.rule));
 * rules // => ['R-META-7']
 */
export function checkMetaObject(meta: JsonObject, path: (string | number)[], report: (d: FindingDraft) => void): void {
  checkMetaKeys(meta, basePath(path), report);
}

type KeyClass = 'ok' | 'grammar' | 'reserved' | 'trace';
// A key's class depends on the key alone, and big lists repeat the same few keys on every item.
const KEY_CLASS = new Map<string, KeyClass>();

function classify(key: string): KeyClass {
  let known = KEY_CLASS.get(key);
  if (known) return known;
  if (TRACE_KEYS.has(key)) known = 'trace';
  else if (!KEY.test(key)) known = 'grammar';
  else {
    const slash = key.indexOf('/');
    const second = slash > 0 ? key.slice(0, slash).split('.')[1] : undefined;
    known = (second === 'modelcontextprotocol' || second === 'mcp') && !KNOWN.has(key) ? 'reserved' : 'ok';
  }
  if (KEY_CLASS.size > 10_000) KEY_CLASS.clear();
  KEY_CLASS.set(key, known);
  return known;
}

function checkMetaKeys(meta: JsonObject, path: PathLink, report: (d: FindingDraft) => void): void {
  for (const key of Object.keys(meta)) {
    const kind = classify(key);
    if (kind === 'ok') continue;
    const at = (): string => pointerOf(path) + ptr(key);
    if (kind === 'grammar') {
      report({
        rule: 'R-META-4',
        pointer: at(),
        message: `The _meta key ${show(key)} does not follow the key grammar (optional dotted prefix and "/", then an alphanumeric name).`,
        expected: 'prefix/name, e.g. com.example/trace-id',
        actual: show(key),
      });
      continue;
    }
    if (kind === 'reserved') {
      report({
        rule: 'R-META-5',
        pointer: at(),
        message: `The prefix of ${show(key)} is reserved for MCP and its official extensions, and this key is not one they define.`,
        expected: 'a key under your own prefix',
        actual: show(key),
      });
    }
    if (kind === 'trace') checkTrace(key, meta[key], at, report);
  }
}

function checkTrace(key: string, value: unknown, at: () => string, report: (d: FindingDraft) => void): void {
  const ok =
    typeof value === 'string' &&
    (key === 'traceparent'
      ? TRACEPARENT.test(value)
      : members(value).every((m) => (key === 'tracestate' ? TRACESTATE_MEMBER : BAGGAGE_MEMBER).test(m)));
  if (!ok)
    report({
      rule: 'R-META-7',
      pointer: at(),
      message: `${key} is not in the W3C ${key === 'baggage' ? 'Baggage' : 'Trace Context'} format.`,
      expected: key === 'traceparent' ? '00-<32 hex>-<16 hex>-<2 hex>' : `a W3C ${key} header value`,
      actual: show(value),
    });
}

function members(value: string): string[] {
  return value
    .split(',')
    .map((m) => m.trim())
    .filter((m) => m !== '');
}
