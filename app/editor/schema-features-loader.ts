import { loadMonacoEditor } from './load-editor';

type SchemaFeatures = typeof import('./json-schema-features');

let load: (() => Promise<SchemaFeatures>) | undefined;

/**
 * Called once by the Monaco chunk as it loads. Importing the schema chunk from there (not from the page)
 * lets the bundler see that Monaco is already in memory, so it stays one chunk instead of a shared one.
 */
export function provideSchemaFeatures(loader: () => Promise<SchemaFeatures>): void {
  load = loader;
}

/** Loads Monaco, then the JSON schema features chunk. */
export async function loadSchemaFeatures(): Promise<SchemaFeatures> {
  await loadMonacoEditor();
  if (!load) throw new Error('The Monaco chunk did not provide the JSON schema features');
  return load();
}
