import { loadSchemaFeatures } from './schema-features-loader';

/** A JSON schema attached to one editor model. */
export interface JsonSchemaAttachment {
  /** Settles once the schema features are loaded and the schema is in effect. */
  readonly ready: Promise<void>;
  /** Detaches the schema (safe before `ready`); the model keeps its text and the playground's JSON features. */
  dispose(): void;
}

/**
 * Gives the JSON model at `modelUri` completion, hover and validation (markers under 'shape-inspector-schema')
 * against `schema`, for example a tool's `inputSchema` on the Live params editor. The first call loads
 * Monaco's JSON language features in their own chunk, so only screens that attach a schema pay for them.
 * Markdown keywords of the schema are dropped and remote `$ref`s are never fetched.
 *
 * @example
 * useEffect(() => attachJsonSchema(modelUri('live', 'params.json'), tool.inputSchema).dispose, [tool]);
 */
export function attachJsonSchema(modelUri: string, schema: unknown): JsonSchemaAttachment {
  let detach: (() => void) | undefined;
  let disposed = false;
  const ready = loadSchemaFeatures().then((features) => {
    if (!disposed) detach = features.attachSchema(modelUri, schema);
  });
  return {
    ready,
    dispose() {
      disposed = true;
      detach?.();
      detach = undefined;
    },
  };
}
