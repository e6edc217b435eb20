import { isJsonObject } from '../../json/types';
import { listMethods, methodNames, METHODS, type MethodName } from '../../spec';
import { ptr } from '../context';
import { show } from '../finding';
import { described, ofKind, type Answer, type findings } from './answer';
import type { ListMethod, SessionExchange } from './types';

type Out = ReturnType<typeof findings>;

/**
 * The key holding a list method's items.
 *
 * @example
 * LIST_ITEMS['resources/templates/list'] // => 'resourceTemplates'
 */
export const LIST_ITEMS: Readonly<Record<ListMethod, string>> = Object.fromEntries(
  listMethods.map((m) => [m, METHODS[m].list]),
) as Record<ListMethod, string>;

/**
 * R-TOOLS-4 and R-TOOLS-5: two `tools/list` calls in a row over an unchanged server give the same
 * set of tools in the same order (first pages compared).
 *
 * @example
 * const listing = (tools: string) => ({ request: { method: 'tools/list', id: 1 }, response: { status: 200, body: `{"jsonrpc":"2.0","id":1,"result":{"tools":${tools}}}` } });
 * const a = '{"name":"a","inputSchema":{"type":"object"}}';
 * const b = '{"name":"b","inputSchema":{"type":"object"}}';
 * const session: SessionExchange[] = [
 *   { tag: { kind: 'list', method: 'tools/list', run: 1, page: 1 }, exchange: listing(`[${a},${b}]`) },
 *   { tag: { kind: 'list', method: 'tools/list', run: 2, page: 1 }, exchange: listing(`[${b},${a}]`) },
 * ];
 * const out = findings();
 * toolOrder(session, out);
 * out.list.map((f) => [f.rule, f.exchange]) // => [['R-TOOLS-4', 1]]
 */
export function toolOrder(session: readonly SessionExchange[], out: Out): void {
  const firsts = ofKind(session, 'list').filter((e) => e.tag.method === 'tools/list' && e.tag.page === 1);
  const one = firsts.find((e) => e.tag.run === 1);
  const two = firsts.find((e) => e.tag.run === 2);
  if (!one || !two) return;
  const a = names(one.answer, 'tools');
  const b = names(two.answer, 'tools');
  if (!a || !b) return;
  const sameSet = a.length === b.length && [...a].sort().join('\u0000') === [...b].sort().join('\u0000');
  if (!sameSet) {
    out.add(two.index, two.answer, {
      rule: 'R-TOOLS-5',
      pointer: ptr('result', 'tools'),
      message: `Two tools/list calls in a row named different tools (${diffText(a, b)}); the tool set must not change between requests of the same client.`,
      expected: show(a),
      actual: show(b),
    });
    return;
  }
  if (a.join('\u0000') !== b.join('\u0000'))
    out.add(two.index, two.answer, {
      rule: 'R-TOOLS-4',
      pointer: ptr('result', 'tools'),
      message: 'Two tools/list calls in a row listed the same tools in a different order; the order should be stable.',
      expected: show(a),
      actual: show(b),
    });
}

/**
 * R-CACHE-5: every page of one listing (followed through `nextCursor`) has the cacheScope of its
 * first page.
 *
 * @example
 * const page = (scope: string) => ({ request: { method: 'tools/list', id: 1 }, response: { status: 200, body: `{"jsonrpc":"2.0","id":1,"result":{"tools":[],"cacheScope":"${scope}"}}` } });
 * const session: SessionExchange[] = [
 *   { tag: { kind: 'list', method: 'tools/list', run: 1, page: 1 }, exchange: page('private') },
 *   { tag: { kind: 'list', method: 'tools/list', run: 1, page: 2 }, exchange: page('public') },
 * ];
 * const out = findings();
 * pageScopes(session, out);
 * out.list.map((f) => [f.rule, f.exchange, f.pointer]) // => [['R-CACHE-5', 1, '/result/cacheScope']]
 */
export function pageScopes(session: readonly SessionExchange[], out: Out): void {
  const pages = ofKind(session, 'list');
  for (const first of pages.filter((p) => p.tag.page === 1)) {
    const scope = first.answer.result?.['cacheScope'];
    if (typeof scope !== 'string') continue;
    for (const page of pages) {
      if (page.tag.method !== first.tag.method || page.tag.run !== first.tag.run || page.tag.page === 1) continue;
      const other = page.answer.result?.['cacheScope'];
      if (typeof other !== 'string' || other === scope) continue;
      out.add(page.index, page.answer, {
        rule: 'R-CACHE-5',
        pointer: ptr('result', 'cacheScope'),
        message: `Page ${page.tag.page} of ${page.tag.method} says cacheScope ${show(other)} but page 1 said ${show(scope)}; all pages of one list share one cacheScope.`,
        expected: show(scope),
        actual: show(other),
      });
    }
  }
}

// The probe that stands for each capability (R-DISCOVER-4): its first method in METHODS (a list method, or
// completion/complete).
const capabilityOf = (method: MethodName): string | null => METHODS[method].capability;
const COVERS = [...new Set(methodNames.map(capabilityOf))]
  .filter((capability) => capability !== null)
  .map((capability) => [capability, methodNames.find((m) => capabilityOf(m) === capability)!] as const);

/**
 * R-DISCOVER-4: what `server/discover` advertises matches what the server serves. A capability
 * advertised while its method answers -32601, or a method served while its capability is absent.
 *
 * @example
 * const answered = (method: string, result: string) => ({ request: { method, id: 1 }, response: { status: 200, body: `{"jsonrpc":"2.0","id":1,"result":${result}}` } });
 * const session: SessionExchange[] = [
 *   { tag: { kind: 'discover' }, exchange: answered('server/discover', '{"capabilities":{}}') },
 *   { tag: { kind: 'list', method: 'prompts/list', run: 1, page: 1 }, exchange: answered('prompts/list', '{"prompts":[]}') },
 * ];
 * const out = findings();
 * // prompts/list is served, but discover has no "prompts":
 * servedCapabilities(session, out);
 * out.list.map((f) => [f.rule, f.exchange]) // => [['R-DISCOVER-4', 1]]
 */
export function servedCapabilities(session: readonly SessionExchange[], out: Out): void {
  const discover = ofKind(session, 'discover')[0];
  const caps = discover?.answer.result?.['capabilities'];
  if (!isJsonObject(caps)) return;
  const probes = [
    ...ofKind(session, 'list')
      .filter((e) => e.tag.run === 1 && e.tag.page === 1)
      .map((e) => ({ ...e, method: e.tag.method as string })),
    ...ofKind(session, 'completion').map((e) => ({ ...e, method: 'completion/complete' })),
  ];
  for (const [capability, method] of COVERS) {
    const probe = probes.find((p) => p.method === method);
    if (!probe) continue;
    const declared = isJsonObject(caps[capability]);
    const refused = probe.answer.error?.['code'] === -32601;
    if (declared && refused)
      out.add(probe.index, probe.answer, {
        rule: 'R-DISCOVER-4',
        pointer: ptr('error', 'code'),
        message: `server/discover advertises capabilities.${capability}, yet ${method} answers -32601 Method not found.`,
        expected: `a ${method} result`,
        actual: described(probe.answer),
      });
    if (!declared && probe.answer.result)
      out.add(probe.index, probe.answer, {
        rule: 'R-DISCOVER-4',
        pointer: ptr('result'),
        message: `${method} is served, but server/discover does not advertise capabilities.${capability}; a server declares what it serves (else -32601).`,
        expected: `capabilities.${capability} in server/discover, or -32601`,
        actual: described(probe.answer),
      });
  }
}

function names(answer: Answer, key: string): string[] | null {
  const items = answer.result?.[key];
  if (!Array.isArray(items)) return null;
  return items.map((t) => (isJsonObject(t) && typeof t['name'] === 'string' ? t['name'] : show(t)));
}

function diffText(a: readonly string[], b: readonly string[]): string {
  const gone = a.filter((n) => !b.includes(n));
  const added = b.filter((n) => !a.includes(n));
  const parts = [
    gone.length > 0 ? `gone: ${gone.join(', ')}` : '',
    added.length > 0 ? `new: ${added.join(', ')}` : '',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join('; ') : `${a.length} vs ${b.length} entries`;
}
