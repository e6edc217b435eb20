/** What a server says about itself (its `serverInfo`), each field as text, its icons sorted by what may be shown. */
export interface ServerIdentity {
  /** `name version`, as the server sent them. */
  nameVersion: string;
  title: string | null;
  description: string | null;
  /** The website, when it is an https URL (or http on this machine): only then is it a link. */
  website: { href: string; text: string } | null;
  /** The website as sent, when it is not shown as a link (another scheme, not a URL). */
  websiteText: string | null;
  /** An icon the page shows at once: a `data:` image, never fetched from anywhere. */
  icon: string | null;
  /** https icons: never loaded by the page (no request leaves the machine), each a link the user may open. */
  remoteIcons: string[];
}

/** A data: image URL longer than this is not shown (an icon is small; a huge one would only slow the page). */
export const MAX_ICON_CHARS = 64 * 1024;
const DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp|svg\+xml)(;[a-z0-9=+-]+)*[;,]/i;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);

/**
 * Reads a `serverInfo` (an Implementation) for display. Icons are untrusted: only a `data:` image is
 * shown (as an `<img>`, which runs no script, even an SVG's); an https icon stays a link the user may
 * open, since loading it would be a request off the machine; every other scheme is dropped.
 *
 * @example
 * const id = serverIdentityOf({ name: 'demo', version: '1.0.0', title: 'Demo', websiteUrl: 'https://example.com/', icons: [{ src: 'javascript:alert(1)' }, { src: 'https://cdn.example.com/i.png' }, { src: 'data:image/png;base64,iVBORw0KGgo=' }] });
 * id?.title // => 'Demo'
 * id?.icon // => 'data:image/png;base64,iVBORw0KGgo='
 * id?.remoteIcons // => ['https://cdn.example.com/i.png']
 * id?.website?.href // => 'https://example.com/'
 * serverIdentityOf({ name: 'x', websiteUrl: 'javascript:alert(1)' })?.website // => null
 */
export function serverIdentityOf(info: unknown): ServerIdentity | null {
  if (!isObject(info)) return null;
  const icons = Array.isArray(info['icons']) ? info['icons'].slice(0, 32) : [];
  const sources = icons.map((i) => (isObject(i) ? text(i['src']) : null)).filter((s): s is string => s !== null);
  const site = text(info['websiteUrl']);
  const website = site ? linkable(site) : null;
  return {
    nameVersion: `${String(info['name'])} ${String(info['version'] ?? '')}`.trim(),
    title: text(info['title']),
    description: text(info['description']),
    website: website ? { href: website, text: site ?? website } : null,
    websiteText: site && !website ? site : null,
    icon: sources.find((s) => s.length <= MAX_ICON_CHARS && DATA_IMAGE.test(s)) ?? null,
    remoteIcons: sources.filter((s) => linkable(s)?.startsWith('https:')).slice(0, 4),
  };
}

/** An https URL, or an http one on this machine, normalised; null for anything else. */
function linkable(raw: string): string | null {
  try {
    const url = new URL(raw);
    const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
    return url.protocol === 'https:' || (url.protocol === 'http:' && loopback) ? url.href : null;
  } catch {
    return null;
  }
}
