import { ptr } from '../../check/context';
import { show } from '../../check/finding';
import { described, ofKind, type findings } from '../../check/session/answer';
import type { SessionExchange } from '../../check/session/types';
import { isJsonObject } from '../../json/types';
import { appResourceUri } from './ui-meta';

type Out = ReturnType<typeof findings>;

/**
 * R-APP-7: the ui:// resource a tool names exists, so resources/read of it gives contents.
 *
 * @example
 * const exchange = { request: { method: 'resources/read', id: 3 }, response: { status: 200, body: '{"jsonrpc":"2.0","id":3,"error":{"code":-32602,"message":"Resource not found"}}' } };
 * checkSession([{ tag: { kind: 'app-resource', uri: 'ui://w/view', tools: ['weather'] }, exchange }]).map((f) => [f.rule, f.pointer]) // => [['R-APP-7', '/error']]
 */
export function unreadableApps(session: readonly SessionExchange[], out: Out): void {
  for (const { index, tag, answer } of ofKind(session, 'app-resource')) {
    const contents = answer.result?.['contents'];
    if (Array.isArray(contents) && contents.length > 0) continue;
    if (!answer.error && !answer.result) continue;
    out.add(index, answer, {
      rule: 'R-APP-7',
      pointer: answer.error ? ptr('error') : ptr('result', 'contents'),
      message: `${tag.tools.join(', ')} ${tag.tools.length === 1 ? 'names' : 'name'} ${tag.uri}, but resources/read of it got ${answer.error ? described(answer) : 'no contents'}; hosts render a blank app.`,
      expected: 'the HTML of the app',
      actual: answer.error ? described(answer) : show(contents),
    });
  }
}

/**
 * R-APP-10: a tool with an app still answers hosts without apps (and the model) with a meaningful text content.
 *
 * @example
 * const list = { request: { method: 'tools/list', id: 1 }, response: { status: 200, body: '{"jsonrpc":"2.0","id":1,"result":{"tools":[{"name":"w","inputSchema":{"type":"object"},"_meta":{"ui":{"resourceUri":"ui://w"}}}]}}' } };
 * const call = { request: { method: 'tools/call', id: 2 }, response: { status: 200, body: '{"jsonrpc":"2.0","id":2,"result":{"content":[],"structuredContent":{"t":1}}}' } };
 * checkSession([{ tag: { kind: 'list', method: 'tools/list', run: 1, page: 1 }, exchange: list }, { tag: { kind: 'call', tool: 'w' }, exchange: call }]).map((f) => [f.rule, f.exchange, f.pointer]) // => [['R-APP-10', 1, '/result/content']]
 */
export function appFallbacks(session: readonly SessionExchange[], out: Out): void {
  const apps = new Set<string>();
  for (const { tag, answer } of ofKind(session, 'list')) {
    const tools = tag.method === 'tools/list' && tag.run === 1 ? answer.result?.['tools'] : undefined;
    if (Array.isArray(tools))
      for (const tool of tools)
        if (isJsonObject(tool) && typeof tool['name'] === 'string' && appResourceUri(tool)) apps.add(tool['name']);
  }
  for (const { index, tag, answer } of ofKind(session, 'call')) {
    const result = answer.result;
    if (!apps.has(tag.tool) || !result || (result['resultType'] !== undefined && result['resultType'] !== 'complete'))
      continue;
    const problem = fallbackProblem(result['content']);
    if (problem)
      out.add(index, answer, {
        rule: 'R-APP-10',
        pointer: ptr('result', 'content'),
        message: `${tag.tool} has an app, and its result ${problem}; hosts without apps and the model see nothing meaningful.`,
        expected: 'a text content block saying what the app shows',
        actual: show(result['content']),
      });
  }
}

/**
 * Why a tool result's `content` is no meaningful text fallback, or null when it is one.
 *
 * @example
 * fallbackProblem([{ type: 'text', text: 'Sunny, 21 °C in Lyon' }]) // => null
 * fallbackProblem([]) // => 'has an empty content array'
 * fallbackProblem([{ type: 'text', text: '{}' }]) // => 'has only placeholder text'
 */
export function fallbackProblem(content: unknown): string | null {
  if (!Array.isArray(content) || content.length === 0) return 'has an empty content array';
  const texts = content
    .filter(isJsonObject)
    .flatMap((c) => (c['type'] === 'text' && typeof c['text'] === 'string' ? [c['text'].trim()] : []));
  if (texts.length === 0) return 'has no text content block';
  return texts.some((t) => /[\p{L}\p{N}]{2,}/u.test(t) && !/^(ok|done|null|undefined|\{\}|\[\])$/i.test(t))
    ? null
    : 'has only placeholder text';
}
