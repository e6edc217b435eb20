import { useSyncExternalStore } from 'react';

/**
 * The screens the shell can show, in header order: the one table of them. The shell's other tables
 * (components, help footers) are keyed by `Screen`, so the type checker holds them to it, and
 * test/app/shell/screen-registry.test.ts holds everything else (feature folders, the static header in
 * index.html, the lint's screen rooms, docs/screens/, the README) to it.
 */
export const SCREENS = [
  { id: 'playground', label: 'Playground' },
  { id: 'live', label: 'Live' },
  { id: 'scan', label: 'Scan' },
  { id: 'learn', label: 'Learn' },
  { id: 'tap', label: 'Tap' },
] as const satisfies readonly { id: string; label: string }[];

/** A screen's id: `#/<id>`, `app/features/<id>/`, `docs/screens/<id>.md`. */
export type Screen = (typeof SCREENS)[number]['id'];

/** A location hash taken apart: `#/learn/result-type?x=1` -> screen learn, path ['result-type'], params x=1. */
export interface Route {
  screen: Screen;
  /** Path segments after the screen name, decoded. */
  path: readonly string[];
  params: URLSearchParams;
  /** The raw hash, for screens that read links of their own (`#example/<id>`, `#s=…`). */
  hash: string;
  /** Set when the hash named no known screen: the shell shows the playground with a notice. */
  unknown?: string;
}

const LEGACY_PLAYGROUND_PREFIXES = ['#example/', '#s='];

/**
 * Reads a location hash. Old playground links (`#example/<id>`, `#s=…`) and an empty hash (`#/` too) open the
 * playground; a damaged percent-escape never throws (the raw segment is kept).
 */
export function parseRoute(hash: string): Route {
  const base = { path: [] as string[], params: new URLSearchParams(), hash };
  if (hash === '' || hash === '#' || hash === '#/' || LEGACY_PLAYGROUND_PREFIXES.some((p) => hash.startsWith(p))) {
    return { ...base, screen: 'playground' };
  }
  if (!hash.startsWith('#/')) return { ...base, screen: 'playground', unknown: hash };
  const [pathPart = '', query = ''] = splitOnce(hash.slice(2), '?');
  const [name = '', ...rest] = pathPart.split('/').filter((s) => s !== '');
  const params = safeParams(query);
  const screen = SCREENS.find((s) => s.id === name)?.id;
  if (!screen) return { ...base, params, screen: 'playground', unknown: hash };
  return { ...base, screen, path: rest.map(safeDecode), params };
}

/** The hash of a screen with optional path segments and parameters. */
export function routeHash(screen: Screen, path: readonly string[] = [], params?: Record<string, string>): string {
  const segments = [screen, ...path.map(encodeURIComponent)].join('/');
  const query = params && Object.keys(params).length > 0 ? '?' + new URLSearchParams(params).toString() : '';
  return `#/${segments}${query}`;
}

/** Moves to another hash (a new history entry, so Back returns). */
export function navigate(hash: string): void {
  if (window.location.hash !== hash) window.location.hash = hash;
}

function subscribe(notify: () => void): () => void {
  window.addEventListener('hashchange', notify);
  return () => window.removeEventListener('hashchange', notify);
}

/** The current route, re-read on every hash change. */
export function useRoute(): Route {
  const hash = useSyncExternalStore(subscribe, () => window.location.hash);
  return parseRoute(hash);
}

function splitOnce(text: string, separator: string): [string, string] {
  const at = text.indexOf(separator);
  return at < 0 ? [text, ''] : [text.slice(0, at), text.slice(at + 1)];
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function safeParams(query: string): URLSearchParams {
  try {
    return new URLSearchParams(query);
  } catch {
    return new URLSearchParams();
  }
}
