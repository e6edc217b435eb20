/** The screens that name editor models; each gets its own URI prefix so models never collide. */
export type EditorScreen = 'playground' | 'live' | 'scan' | 'learn';

/**
 * The model URI of a screen's editor, e.g. modelUri('live', 'response.json') is 'inmemory://live/response.json'.
 * Monaco keys markers, view state and JSON schemas by this URI.
 */
export function modelUri(screen: EditorScreen, name: string): string {
  return `inmemory://${screen}/${name}`;
}

/** The playground's editors. */
export const MODEL_URIS = {
  handler: modelUri('playground', 'handler.json'),
  response: modelUri('playground', 'modern-response.json'),
  legacy: modelUri('playground', 'legacy-response.json'),
} as const;
