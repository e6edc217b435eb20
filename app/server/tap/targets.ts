import { tapPath, type TapInfo } from './protocol';

/** How `npm start -- --tap …` hands the targets to the server Vite mounts (like MCP_INSPECTOR_STDIO). */
export const TAP_ENV = 'MCP_INSPECTOR_TAP';

/** One tap endpoint, fixed at launch: nothing a request says can change where it forwards. */
export interface TapTarget {
  /** '' for `/tap`, else `/tap/<name>`. */
  name: string;
  url: URL;
}

/** A `--tap` value that cannot be used; the message says what to write instead. */
export class TapConfigError extends Error {
  override name = 'TapConfigError';
}

const NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
const NAMED = /^([^=/:]+)=(.*)$/;

/**
 * Reads `--tap` values: `<URL>` (served at `/tap`) or `<name>=<URL>` (at `/tap/<name>`). The URL
 * must be absolute http(s) without credentials (those belong in the client's own configuration).
 */
export function parseTapSpecs(specs: readonly string[]): TapTarget[] {
  const targets: TapTarget[] = [];
  for (const raw of specs.map((s) => s.trim()).filter(Boolean)) {
    const named = NAMED.exec(raw);
    const name = named ? named[1]! : '';
    const target = { name, url: parseTargetUrl(named ? named[2]! : raw, raw) };
    if (named && !NAME.test(name))
      throw new TapConfigError(
        `--tap ${raw}: the name ${JSON.stringify(name)} must be letters, digits, '-' or '_' (at most 64), e.g. --tap local=http://localhost:3000/mcp.`,
      );
    if (targets.some((t) => t.name === name))
      throw new TapConfigError(
        name === ''
          ? `--tap ${raw}: only one tap can be unnamed (/tap); name the others, e.g. --tap second=${target.url.href}.`
          : `--tap ${raw}: the name ${JSON.stringify(name)} is used twice.`,
      );
    targets.push(target);
  }
  return targets;
}

function parseTargetUrl(text: string, raw: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new TapConfigError(
      `--tap ${raw}: ${JSON.stringify(text)} is not an absolute URL; write the server's MCP endpoint, e.g. http://localhost:3000/mcp.`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new TapConfigError(`--tap ${raw}: only http: and https: servers can be tapped, not ${url.protocol}.`);
  if (url.username !== '' || url.password !== '')
    throw new TapConfigError(
      `--tap ${raw}: leave credentials out of the URL; the client sends its own Authorization header through the tap.`,
    );
  url.hash = '';
  return url;
}

/** The `--tap` values of the environment variable (whitespace-separated; a URL has no spaces). */
export function readTapTargets(env: NodeJS.ProcessEnv = process.env): TapTarget[] {
  return parseTapSpecs((env[TAP_ENV] ?? '').split(/\s+/));
}

/** What the page is told about each endpoint. */
export function tapInfo(target: TapTarget): TapInfo {
  return { name: target.name, path: tapPath(target.name), target: target.url.href };
}
