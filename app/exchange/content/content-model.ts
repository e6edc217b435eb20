import { isJsonObject, type JsonObject } from '../../../src/index';

/** At most this many blocks of one answer are rendered; the rest are counted. */
export const BLOCKS_SHOWN = 100;
/** Base64 media longer than this is not put into an element (a 50 MB image would stall the tab). */
export const MEDIA_CHARS_SHOWN = 8 * 1024 * 1024;
/** Markdown longer than this is shown as plain text. */
export const MARKDOWN_CHARS = 200_000;

/** One content block with the JSON pointer it sits at (findings under it link to it). */
export interface PlacedBlock {
  pointer: string;
  block: JsonObject;
  /** A prompt message's role. */
  role?: string;
}

/** What the rendered tab shows of a result: its blocks (capped), how many were left out, the rest. */
export interface RenderedResult {
  blocks: PlacedBlock[];
  hidden: number;
  structured?: { pointer: string; value: unknown };
  isError: boolean;
}

/**
 * The content of a tools/call, prompts/get or resources/read result as blocks to render, or null when the
 * result holds none (another method's answer).
 *
 * @example
 * const r = renderedResult({ content: [{ type: 'text', text: 'hi' }], structuredContent: { n: 1 } });
 * [r?.blocks[0]?.pointer, r?.structured?.pointer, r?.hidden] // => ['/result/content/0', '/result/structuredContent', 0]
 * renderedResult({ tools: [] }) // => null
 */
export function renderedResult(result: JsonObject | null | undefined): RenderedResult | null {
  if (!result) return null;
  const placed: PlacedBlock[] = [];
  let total = 0;
  const add = (pointer: string, block: unknown, role?: string) => {
    total++;
    if (placed.length < BLOCKS_SHOWN && isJsonObject(block))
      placed.push({ pointer, block, ...(role !== undefined ? { role } : {}) });
  };
  const content = result['content'];
  const contents = result['contents'];
  const messages = result['messages'];
  if (Array.isArray(content)) content.forEach((b, i) => add(`/result/content/${i}`, b));
  else if (Array.isArray(contents))
    contents.forEach((c, i) => add(`/result/contents/${i}`, isJsonObject(c) ? { type: 'resource', resource: c } : c));
  else if (Array.isArray(messages))
    messages.forEach((m, i) => {
      if (isJsonObject(m))
        add(`/result/messages/${i}/content`, m['content'], typeof m['role'] === 'string' ? m['role'] : undefined);
    });
  else if (!('structuredContent' in result)) return null;
  return {
    blocks: placed,
    hidden: total - placed.length,
    ...('structuredContent' in result
      ? { structured: { pointer: '/result/structuredContent', value: result['structuredContent'] } }
      : {}),
    isError: result['isError'] === true,
  };
}

/**
 * A link a person may follow: only http(s); anything else (javascript:, data:, file:) is shown as text.
 *
 * @example
 * safeHref('https://example.com/a') // => 'https://example.com/a'
 * safeHref('javascript:alert(1)') // => null
 * safeHref('demo://readme') // => null
 */
export function safeHref(url: unknown): string | null {
  if (typeof url !== 'string') return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

// The first bytes each media type starts with (as base64 of them, so nothing is decoded whole).
const MAGIC: [RegExp, (head: Uint8Array, text: string) => boolean][] = [
  [/^image\/png$/, (h) => h[0] === 0x89 && h[1] === 0x50 && h[2] === 0x4e && h[3] === 0x47],
  [/^image\/jpe?g$/, (h) => h[0] === 0xff && h[1] === 0xd8 && h[2] === 0xff],
  [/^image\/gif$/, (_h, t) => t.startsWith('GIF8')],
  [/^image\/webp$/, (_h, t) => t.startsWith('RIFF') && t.slice(8, 12) === 'WEBP'],
  [
    /^image\/svg\+xml$/,
    (_h, t) => /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^>]*>\s*)?<svg[\s>]/i.test(t),
  ],
  [/^audio\/(wav|x-wav|wave)$/, (_h, t) => t.startsWith('RIFF') && t.slice(8, 12) === 'WAVE'],
  [/^audio\/(mpeg|mp3)$/, (h, t) => t.startsWith('ID3') || (h[0] === 0xff && ((h[1] ?? 0) & 0xe0) === 0xe0)],
  [/^audio\/ogg$/, (_h, t) => t.startsWith('OggS')],
];

/**
 * Whether base64 data really is the media type it claims (its first bytes are checked); a type we do not
 * know how to check, or data that lies, is shown as data instead of rendered.
 *
 * @example
 * mediaMatches('image/png', 'iVBORw0KGgoAAAANSUhEUg==') // => true
 * mediaMatches('image/png', btoa('<script>alert(1)</script>')) // => false
 * mediaMatches('image/svg+xml', btoa('<svg width="1"/>')) // => true
 */
export function mediaMatches(mimeType: unknown, base64: unknown): boolean {
  if (typeof mimeType !== 'string' || typeof base64 !== 'string') return false;
  const check = MAGIC.find(([type]) => type.test(mimeType.toLowerCase().trim()));
  if (!check) return false;
  let text: string;
  try {
    text = atob(
      base64
        .slice(0, 344)
        .replace(/[^A-Za-z0-9+/]/g, '')
        .slice(0, 340),
    );
  } catch {
    return false;
  }
  const head = Uint8Array.from(text.slice(0, 16), (c) => c.charCodeAt(0));
  return check[1](head, text);
}

/**
 * The size in bytes of base64 data, for people.
 *
 * @example
 * sizeOfBase64('AAAA') // => '3 B'
 */
export function sizeOfBase64(base64: string): string {
  const bytes = Math.floor((base64.length * 3) / 4);
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
