import { isJsonObject } from '../../json/types';
import { ofKind, type findings } from '../session/answer';
import type { SessionExchange } from '../session/types';
import { outputSchemaDrafts } from './tool-schemas';

/**
 * R-TOOLS-12 over a session: each tools/call of a tool whose listing declared an `outputSchema` has
 * its `structuredContent` validated against it (JSON Schema 2020-12), each violation at its path.
 *
 * @example
 * const answered = (method: string, result: string) => ({ request: { method, id: 1 }, response: { status: 200, body: `{"jsonrpc":"2.0","id":1,"result":${result}}` } });
 * const tool = '{"name":"sum","inputSchema":{"type":"object"},"outputSchema":{"type":"object","properties":{"total":{"type":"integer"}}}}';
 * const session: SessionExchange[] = [
 *   { tag: { kind: 'list', method: 'tools/list', run: 1, page: 1 }, exchange: answered('tools/list', `{"tools":[${tool}]}`) },
 *   { tag: { kind: 'call', tool: 'sum' }, exchange: answered('tools/call', '{"content":[],"structuredContent":{"total":1.5},"resultType":"complete"}') },
 * ];
 * // checkSession runs this rule set among the others:
 * checkSession(session).filter((f) => f.rule === 'R-TOOLS-12').map((f) => [f.exchange, f.pointer]) // => [[1, '/result/structuredContent/total']]
 */
export function structuredContentSchemas(session: readonly SessionExchange[], out: ReturnType<typeof findings>): void {
  const schemas = new Map<string, unknown>();
  for (const { answer } of ofKind(session, 'list'))
    if (Array.isArray(answer.result?.['tools']))
      for (const tool of answer.result['tools'] as unknown[])
        if (isJsonObject(tool) && typeof tool['name'] === 'string' && 'outputSchema' in tool)
          schemas.set(tool['name'], tool['outputSchema']);
  for (const { index, tag, answer } of ofKind(session, 'call')) {
    const result = answer.result;
    if (!schemas.has(tag.tool) || !result || (result['resultType'] ?? 'complete') !== 'complete') continue;
    for (const draft of outputSchemaDrafts(tag.tool, schemas.get(tag.tool), result)) out.add(index, answer, draft);
  }
}
