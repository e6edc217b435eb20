import { DEFAULT_LAUNCH, LAUNCH_META_NAME, STDIO_META_NAME } from '../server/page-meta';

/** What the facts are read from: the page's document (a stand-in in examples and tests). */
export interface MetaSource {
  querySelector(selector: string): { getAttribute(name: string): string | null } | null;
}

/**
 * A stand-in document holding these `<meta name content>` pairs (examples and tests have no DOM).
 *
 * @example
 * metaSource({ a: '1' }).querySelector('meta[name="a"]')?.getAttribute('content') // => '1'
 */
export const metaSource = (metas: Record<string, string>): MetaSource => ({
  querySelector: (selector) => {
    const name = /^meta\[name="([^"]+)"\]$/.exec(selector)?.[1];
    const content = name !== undefined && Object.hasOwn(metas, name) ? metas[name]! : null;
    return content === null ? null : { getAttribute: (attribute) => (attribute === 'content' ? content : null) };
  },
});

/**
 * The content of a `<meta name>` the server wrote into this page (app/server/page-meta.ts), or null.
 *
 * @example
 * const doc = metaSource({ 'example-fact': '42' });
 * pageMeta('example-fact', doc) // => '42'
 * pageMeta('no-such-fact', doc) // => null
 */
export function pageMeta(name: string, doc: MetaSource = document): string | null {
  return doc.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? null;
}

// A command as the server names it: a program and words, nothing a shell would read specially.
const COMMAND = /^[\w@./-]+( [\w@./-]+)*$/;

/**
 * How the user started the inspector, to write command lines they can run as typed: `mcp-shape-inspector` from
 * the package, `npm start --` in the repository (also when the server did not say, or said something odd).
 *
 * @example
 * launchCommand(metaSource({ 'mcp-inspector-launch': 'mcp-shape-inspector' })) // => 'mcp-shape-inspector'
 * launchCommand(metaSource({})) // => 'npm start --'
 * launchCommand(metaSource({ 'mcp-inspector-launch': 'rm -rf ~; x' })) // => 'npm start --'
 */
export function launchCommand(doc: MetaSource = document): string {
  const named = pageMeta(LAUNCH_META_NAME, doc);
  return named !== null && named.length <= 80 && COMMAND.test(named) ? named : DEFAULT_LAUNCH;
}

/**
 * The line that starts the inspector again as the user started it, with no options.
 *
 * @example
 * startCommand(metaSource({})) // => 'npm start'
 * startCommand(metaSource({ 'mcp-inspector-launch': 'npx mcp-shape-inspector' })) // => 'npx mcp-shape-inspector'
 */
export function startCommand(doc: MetaSource = document): string {
  return launchCommand(doc).replace(/ --$/, '');
}

/**
 * The URL of the stdio server the inspector's `--stdio` started, on the page's origin; null when there is none
 * (or the server said something that is no plain path).
 *
 * @example
 * stdioServerUrl('http://127.0.0.1:4173', metaSource({ 'mcp-inspector-stdio': '/stdio/mcp' })) // => 'http://127.0.0.1:4173/stdio/mcp'
 * stdioServerUrl('http://127.0.0.1:4173', metaSource({})) // => null
 * stdioServerUrl('http://127.0.0.1:4173', metaSource({ 'mcp-inspector-stdio': '//example.com/x' })) // => null
 */
export function stdioServerUrl(origin: string, doc: MetaSource = document): string | null {
  const path = pageMeta(STDIO_META_NAME, doc);
  return path !== null && /^(\/[\w-]+)+$/.test(path) ? `${origin}${path}` : null;
}
