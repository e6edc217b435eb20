import { OWN_ORIGINS_META_NAME } from '../../../server/page-meta';
import { pageMeta } from '../../../state/page-facts';

/**
 * The inspector's own origins from what the server named (its meta: the port under every name it answers to,
 * `--host` included) and the page's own origin: reached as one name, the page still knows the others. An
 * entry that is no http origin is left out.
 *
 * @example
 * ownOriginsOf('http://127.0.0.1:5173 http://inspector.test:5173 javascript:x http://a.test/path', 'http://localhost:5173')
 * // => ['http://localhost:5173', 'http://127.0.0.1:5173', 'http://inspector.test:5173']
 * ownOriginsOf(null, 'http://127.0.0.1:5173') // => ['http://127.0.0.1:5173']
 */
export function ownOriginsOf(named: string | null, pageOrigin: string): string[] {
  const listed = (named ?? '').split(/\s+/).filter(isHttpOrigin);
  return [...new Set([pageOrigin, ...listed])];
}

/** The origins this page's server answers to, as the page was told (see `ownOriginsOf`). */
export function ownOrigins(): string[] {
  return ownOriginsOf(pageMeta(OWN_ORIGINS_META_NAME), window.location.origin);
}

const isHttpOrigin = (text: string): boolean =>
  URL.canParse(text) && new URL(text).protocol === 'http:' && new URL(text).origin === text;
