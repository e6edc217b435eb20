import type { EditorHover } from './types';

/** Longest paragraph a hover shows: messages can quote megabytes of input. */
const PARAGRAPH_LIMIT = 600;

/**
 * Plain text as Markdown that renders as that text: every Markdown and HTML sign is escaped (no link,
 * image or tag can form), line breaks become spaces, and a long text ends in an ellipsis.
 */
export function escapeMarkdown(text: string): string {
  const flat = text.replace(/\s*[\r\n]+\s*/g, ' ');
  const bounded = flat.length > PARAGRAPH_LIMIT ? `${flat.slice(0, PARAGRAPH_LIMIT - 1)}…` : flat;
  return bounded.replace(/[\\`*_{}[\]()<>#+\-.!|~&:]/g, '\\$&');
}

/** The URL if it is http(s), with the characters that could end a Markdown link target encoded; else undefined. */
export function safeLinkTarget(url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return undefined;
  return parsed.href.replace(/[()<>\s"'\\]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}

/** The Markdown of a hover: a bold title, its paragraphs, and its link, all escaped. */
export function hoverMarkdown(hover: EditorHover): string {
  const parts = [`**${escapeMarkdown(hover.title)}**`, ...hover.paragraphs.map(escapeMarkdown)];
  const target = hover.link && safeLinkTarget(hover.link.url);
  if (hover.link && target) parts.push(`[${escapeMarkdown(hover.link.label)}](${target})`);
  return parts.join('\n\n');
}
