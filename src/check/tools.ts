import { isJsonObject, type JsonObject } from '../json/types';
import { isHttpToken, X_MCP_HEADER } from '../spec';
import type { Scope } from './context';
import { objAt, ptr } from './context';
import { show, type FindingDraft } from './finding';
import { basePath, childPath, pointerOf, type PathLink } from './meta';
import { outputSchemaDrafts, toolSchemaDrafts, TOOLS_JUDGED } from './schema/tool-schemas';

const TOOL_NAME = /^[A-Za-z0-9_.-]{1,128}$/;
const HEADER_TYPES = new Set(['integer', 'string', 'boolean']);

/**
 * R-TOOLS-3/6/13 on tools/list (names, x-mcp-header declarations, schemas as JSON Schema 2020-12) and
 * R-TOOLS-7/10 on a complete tools/call result (content present, no sampling-only blocks, text fallback
 * for structuredContent), with R-TOOLS-12 when the caller names the listed tool (`CheckContext.tool`).
 *
 * @example
 * // A family of checkExchange: a tool name with a space.
 * const response = { status: 200, body: '{"jsonrpc":"2.0","id":1,"result":{"tools":[{"name":"get weather","inputSchema":{"type":"object"}}],"resultType":"complete","ttlMs":0,"cacheScope":"private"}}' };
 * checkExchange({ request: { method: 'tools/list', id: 1 }, response }).find((f) => f.rule === 'R-TOOLS-3')?.pointer // => '/result/tools/0/name'
 */
export function checkTools(s: Scope): void {
  const result = objAt(s.msg, 'result');
  if (!result) return;
  // A native scan of the raw text spares walking every inputSchema of a big list for nothing.
  if (s.req.method === 'tools/list' && Array.isArray(result['tools']))
    checkList(s, result['tools'], s.body.includes(X_MCP_HEADER));
  const rt = result['resultType'];
  if (s.req.method === 'tools/call' && (rt === undefined || rt === 'complete')) checkCall(s, result);
}

function checkList(s: Scope, tools: unknown[], headers: boolean): void {
  const seen = new Set<string>();
  tools.forEach((tool, i) => {
    if (!isJsonObject(tool)) return;
    const name = tool['name'];
    if (typeof name === 'string') {
      // One hash lookup per name: a repeat leaves the set's size unchanged.
      const before = seen.size;
      seen.add(name);
      if (!TOOL_NAME.test(name))
        s.report(
          'R-TOOLS-3',
          ptr('result', 'tools', i, 'name'),
          `The tool name ${show(name)} should be 1 to 128 characters from A-Z, a-z, 0-9, "_", "-" and ".".`,
          {
            expected: '^[A-Za-z0-9_.-]{1,128}$',
            actual: show(name),
          },
        );
      else if (seen.size === before)
        s.report(
          'R-TOOLS-3',
          ptr('result', 'tools', i, 'name'),
          `The tool name ${show(name)} appears twice; names should be unique.`,
          { actual: show(name) },
        );
    }
    if (headers && isJsonObject(tool['inputSchema']))
      checkHeaders(s, tool['inputSchema'], ['result', 'tools', i, 'inputSchema']);
    if (i < TOOLS_JUDGED) for (const draft of toolSchemaDrafts(tool, i)) s.add(withFrame(s, draft));
  });
}

// x-mcp-header counts only on properties reached from the root through `properties` keys alone.
// Parallel stacks (no tuple per node) and no descent into data keywords keep a 1 MB list cheap;
// children are pushed in reverse so that they are visited in document order.
const DATA_KEYWORDS = new Set(['enum', 'const', 'default', 'examples', 'required']);
const SCHEMA = 0;
const MAP = 1;

// A node's path link is made only when the node has children or a finding (most property schemas
// are leaves): the stacks keep its parent link and segment instead.
interface Walk {
  nodes: unknown[];
  parents: PathLink[];
  segs: (string | number)[];
  kinds: number[];
  reach: boolean[];
}

function checkHeaders(s: Scope, schema: JsonObject, base: (string | number)[]): void {
  const names = new Map<string, string>();
  const root = basePath(base);
  const w: Walk = { nodes: [], parents: [], segs: [], kinds: [], reach: [] };
  let first = true;
  push(w, schema, root, '', SCHEMA, true);
  while (w.nodes.length > 0) {
    const node = w.nodes.pop();
    const parent = w.parents.pop()!;
    const seg = w.segs.pop()!;
    const kind = w.kinds.pop();
    const reachable = w.reach.pop()!;
    const isRoot = first;
    first = false;
    let link: PathLink | undefined = isRoot ? root : undefined;
    if (Array.isArray(node)) {
      for (let i = node.length - 1; i >= 0; i--) push(w, node[i], (link ??= childPath(parent, seg)), i, SCHEMA, false);
      continue;
    }
    const object = node as JsonObject;
    const keys = Object.keys(object);
    if (kind === MAP) {
      for (let i = keys.length - 1; i >= 0; i--)
        push(w, object[keys[i]!], (link ??= childPath(parent, seg)), keys[i]!, SCHEMA, reachable);
      continue;
    }
    if (X_MCP_HEADER in object) checkHeader(s, object, link ?? childPath(parent, seg), reachable && !isRoot, names);
    for (let i = keys.length - 1; i >= 0; i--) {
      const k = keys[i]!;
      const child = object[k];
      if (typeof child !== 'object' || child === null || DATA_KEYWORDS.has(k)) continue;
      link ??= childPath(parent, seg);
      push(w, child, link, k, k === 'properties' ? MAP : SCHEMA, k === 'properties' && reachable);
    }
  }
}

function push(w: Walk, node: unknown, parent: PathLink, seg: string | number, kind: number, reachable: boolean): void {
  if (typeof node !== 'object' || node === null) return;
  w.nodes.push(node);
  w.parents.push(parent);
  w.segs.push(seg);
  w.kinds.push(kind);
  w.reach.push(reachable);
}

function checkHeader(s: Scope, prop: JsonObject, path: PathLink, reachable: boolean, names: Map<string, string>): void {
  const why = headerProblem(prop, reachable, names);
  if (why === null) return;
  const value = prop[X_MCP_HEADER];
  s.report(
    'R-TOOLS-6',
    pointerOf(childPath(path, X_MCP_HEADER)),
    `x-mcp-header ${show(value)} is invalid: ${why}; clients discard this tool.`,
    {
      actual: show(value),
    },
  );
}

// Why an x-mcp-header declaration is invalid, or null (then its name is recorded in `names`).
function headerProblem(prop: JsonObject, reachable: boolean, names: Map<string, string>): string | null {
  const value = prop[X_MCP_HEADER];
  if (typeof value !== 'string' || value === '') return 'it must be a non-empty string';
  if (!isHttpToken(value)) return 'it must be an RFC 9110 token (no spaces, separators or control characters)';
  if (!reachable) return 'it may sit only on properties reached from the root through "properties" keys';
  if (!HEADER_TYPES.has(String(prop['type'])))
    return `the property type must be integer, string or boolean, not ${show(prop['type'])}`;
  const lower = value.toLowerCase();
  if (names.has(lower)) return `it repeats ${show(names.get(lower))} (names are compared ignoring case)`;
  names.set(lower, value);
  return null;
}

function withFrame(s: Scope, draft: FindingDraft): FindingDraft {
  return s.frame !== undefined ? { ...draft, frame: s.frame } : draft;
}

function checkCall(s: Scope, result: JsonObject): void {
  // A caller may pass the listed tool's outputSchema as undefined: that tool declared none.
  if (s.tool && s.tool.outputSchema !== undefined && s.req.params?.['name'] === s.tool.name)
    for (const draft of outputSchemaDrafts(s.tool.name, s.tool.outputSchema, result)) s.add(withFrame(s, draft));
  if (!('content' in result)) {
    s.report(
      'R-TOOLS-7',
      ptr('result'),
      'The CallToolResult has no content array (it is required, and may be empty).',
      { expected: 'content: ContentBlock[]', actual: 'absent' },
    );
  } else if (Array.isArray(result['content'])) {
    result['content'].forEach((block, i) => {
      const type = isJsonObject(block) ? block['type'] : undefined;
      if (type === 'tool_use' || type === 'tool_result')
        s.report(
          'R-TOOLS-7',
          ptr('result', 'content', i, 'type'),
          `Content type ${show(type)} belongs to sampling only; it is invalid in a tool result.`,
          {
            expected: 'text, image, audio, resource_link or resource',
            actual: show(type),
          },
        );
    });
  }
  if ('structuredContent' in result && !result['isError'] && !hasTextFallback(result)) {
    s.report(
      'R-TOOLS-10',
      ptr('result', 'content'),
      'structuredContent should also be given as its JSON serialization in a text content block.',
      {
        expected: 'a text block holding the serialized structuredContent',
        actual: 'none',
      },
    );
  }
}

function hasTextFallback(result: JsonObject): boolean {
  const content = Array.isArray(result['content']) ? result['content'] : [];
  const want = canonical(result['structuredContent']);
  return content.some((b) => {
    if (!isJsonObject(b) || b['type'] !== 'text' || typeof b['text'] !== 'string') return false;
    try {
      return canonical(JSON.parse(b['text'])) === want;
    } catch {
      return false;
    }
  });
}

function canonical(value: unknown): string {
  try {
    return (
      JSON.stringify(value, (_k, v: unknown) =>
        isJsonObject(v)
          ? Object.fromEntries(
              Object.keys(v)
                .sort()
                .map((k) => [k, v[k]]),
            )
          : v,
      ) ?? ''
    );
  } catch {
    return '';
  }
}
