import type { Scope } from './context';
import { objAt, ptr } from './context';
import { show } from './finding';

const EXTENSION_ID =
  /^(?:[A-Za-z](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)*[A-Za-z](?:[A-Za-z0-9-]*[A-Za-z0-9])?\/(?:[A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?)?$/;

/**
 * R-DISCOVER-3/5/6 on a `server/discover` result (R-DISCOVER-1 with the errors, -2 with the schema
 * and the cache hints, -7 with serverInfo): the request's version is listed, extension ids carry a
 * prefix, and tasks are advertised as an extension.
 *
 * @example
 * // A family of checkExchange: capabilities.tasks, not extensions.
 * const response = { status: 200, body: '{"jsonrpc":"2.0","id":1,"result":{"supportedVersions":["2026-07-28"],"capabilities":{"tasks":{}},"resultType":"complete","ttlMs":0,"cacheScope":"private"}}' };
 * checkExchange({ request: { method: 'server/discover', id: 1 }, response }).find((f) => f.rule === 'R-DISCOVER-6')?.pointer // => '/result/capabilities/tasks'
 */
export function checkDiscover(s: Scope): void {
  if (s.req.method !== 'server/discover') return;
  const result = objAt(s.msg, 'result');
  if (!result) return;
  const versions = result['supportedVersions'];
  if (Array.isArray(versions) && typeof s.req.version === 'string' && !versions.includes(s.req.version)) {
    s.report(
      'R-DISCOVER-3',
      ptr('result', 'supportedVersions'),
      `Discover succeeded for version ${s.req.version}, but supportedVersions does not list it.`,
      {
        expected: `a list containing ${show(s.req.version)}`,
        actual: show(versions),
      },
    );
  }
  const caps = objAt(result, 'capabilities');
  if (!caps) return;
  if ('tasks' in caps) {
    s.report(
      'R-DISCOVER-6',
      ptr('result', 'capabilities', 'tasks'),
      'capabilities.tasks is the v1 shape; advertise tasks as capabilities.extensions["io.modelcontextprotocol/tasks"].',
      { expected: 'absent', actual: show(caps['tasks']) },
    );
  }
  for (const id of Object.keys(objAt(caps, 'extensions') ?? {})) {
    if (!EXTENSION_ID.test(id)) {
      s.report(
        'R-DISCOVER-5',
        ptr('result', 'capabilities', 'extensions', id),
        `The extension id ${show(id)} must follow the _meta key grammar with a mandatory prefix (e.g. io.modelcontextprotocol/tasks).`,
        { expected: 'prefix/name', actual: show(id) },
      );
    }
  }
}
