import { isJsonObject } from '../json/types';
import { METHOD_SETS, MODERN_PROTOCOL_VERSION as MODERN } from '../spec';
import type { Scope } from './context';
import { objAt, ptr } from './context';
import { show } from './finding';

/**
 * Methods removed in 2026-07-28 (R-REMOVED-1; initialize only counts with a modern envelope).
 *
 * @example
 * REMOVED.has('ping') // => true
 */
export const REMOVED: ReadonlySet<string> = METHOD_SETS.removedCore;

/**
 * Methods an extension removed (R-REMOVED-2, the tasks extension's v1 methods), refused whatever the
 * envelope says.
 *
 * @example
 * REMOVED_EXTENSION.has('tasks/list') // => true
 */
export const REMOVED_EXTENSION: ReadonlySet<string> = METHOD_SETS.removedExtension;

/**
 * R-REMOVED-1/2/4 and R-HTTP-9: removed methods sent with a modern envelope get -32601, and
 * what an `initialize` without envelope was answered with.
 *
 * @example
 * // A family of checkExchange: ping was removed, yet it is answered with a result.
 * const _meta = { 'io.modelcontextprotocol/protocolVersion': '2026-07-28', 'io.modelcontextprotocol/clientCapabilities': {} };
 * const response = { status: 200, body: '{"jsonrpc":"2.0","id":1,"result":{}}' };
 * checkExchange({ request: { method: 'ping', id: 1, params: { _meta } }, response }).some((f) => f.rule === 'R-REMOVED-1') // => true
 */
export function checkRemoved(s: Scope): void {
  const m = s.msg;
  if (!m) return;
  const method = s.req.method;
  const code = objAt(m, 'error')?.['code'];
  const byExtension = REMOVED_EXTENSION.has(method);
  if ((REMOVED.has(method) && s.req.version === MODERN) || byExtension) {
    if (code !== -32601) {
      const rule = byExtension ? 'R-REMOVED-2' : 'R-REMOVED-1';
      s.report(
        rule,
        code === undefined ? '' : ptr('error', 'code'),
        `${method} was removed from ${byExtension ? (s.req.owner?.title ?? 'its extension') : MODERN}; a server answers it like any unknown method, with -32601 Method not found on HTTP 404. It got ${code === undefined ? 'a result' : show(code)}.`,
        {
          expected: '-32601',
          actual: code === undefined ? 'a result' : show(code),
        },
      );
    }
    return;
  }
  if (method !== 'initialize' || s.req.version !== undefined) return;
  if ('result' in m) {
    s.report(
      'R-REMOVED-4',
      '',
      'initialize without a 2026-07-28 envelope was served with legacy semantics, which a dual-era server may do.',
    );
    return;
  }
  const data = objAt(m, 'error')?.['data'];
  const message = objAt(m, 'error')?.['message'];
  const lists =
    (isJsonObject(data) && Array.isArray(data['supported'])) ||
    (typeof message === 'string' && /\d{4}-\d{2}-\d{2}/.test(message));
  if (!lists) {
    s.report(
      'R-HTTP-9',
      ptr('error'),
      'The error to initialize names no supported protocol versions; a modern-only server should list them (e.g. data.supported).',
      {
        expected: 'data.supported',
        actual: show(data),
      },
    );
  }
}
