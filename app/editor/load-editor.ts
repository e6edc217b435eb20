/** One specifier for lazy() and preloadEditor(), so both share the same chunk and promise. */
export const loadMonacoEditor = () => import('./monaco-editor');

/** Starts loading Monaco (call it after the first paint); resolves once the chunk is in. */
export function preloadEditor(): Promise<void> {
  return loadMonacoEditor().then(() => undefined);
}
