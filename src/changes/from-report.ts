import { isJsonObject } from '../json/types';
import { listMethods, METHODS } from '../spec';
import { parseResponseBody } from '../wire/parse';
import { snapshotOf, type InterfaceSnapshot } from './snapshot';

// Which snapshot list each list method's items go to.
const LIST_OF = { tools: 'tools', prompts: 'prompts', resources: 'resources', resourceTemplates: 'templates' } as const;

/**
 * The interface a scan or client report saw, read from the report's JSON (`--format json`, parsed): the
 * first `server/discover` result and the items of every list answer (all pages, each item once). Null when
 * the value is not a report or no exchange answered `server/discover` with a result.
 *
 * @example
 * const fetch: FetchLike = async (url, init) => {
 *   const { id, method } = JSON.parse(init.body);
 *   const result = method === 'tools/list' ? { tools: [{ name: 'echo', inputSchema: { type: 'object' } }], ttlMs: 0 } : { supportedVersions: ['2026-07-28'], capabilities: { tools: {} } };
 *   return Response.json({ jsonrpc: '2.0', id, result });
 * };
 * const report = await scanServer({ url: 'http://127.0.0.1:3000/mcp', fetch });
 * const snap = snapshotOfReport(JSON.parse(reportJson(report)));
 * snap?.tools.map((t) => t.key) // => ['echo']
 * snapshotOfReport({ verdict: 'pass' }) // => null
 */
export function snapshotOfReport(report: unknown): InterfaceSnapshot | null {
  if (!isJsonObject(report) || !Array.isArray(report['exchanges'])) return null;
  let discover: unknown;
  const lists: Record<string, unknown[]> = { tools: [], prompts: [], resources: [], templates: [] };
  for (const exchange of report['exchanges']) {
    if (!isJsonObject(exchange) || !isJsonObject(exchange['request']) || !isJsonObject(exchange['response'])) continue;
    const method = exchange['request']['method'];
    const response = exchange['response'];
    if (typeof response['body'] !== 'string') continue;
    const headers = isJsonObject(response['headers']) ? (response['headers'] as Record<string, string>) : {};
    const parsed = parseResponseBody({ headers, body: response['body'] }, { id: exchange['request']['id'] });
    const message = parsed.response?.value;
    const result = isJsonObject(message) && isJsonObject(message['result']) ? message['result'] : null;
    if (!result) continue;
    if (method === 'server/discover' && discover === undefined) discover = result;
    const list = listMethods.find((m) => m === method);
    if (!list) continue;
    const field = METHODS[list].list;
    const items = result[field];
    const target = lists[LIST_OF[field]];
    if (Array.isArray(items) && target) for (const item of items as unknown[]) target.push(item);
  }
  if (discover === undefined) return null;
  return snapshotOf({ discover, ...lists });
}
