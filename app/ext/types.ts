/**
 * The places in the app where a protocol extension shows (one object per extension, registered in
 * `app/ext/index.ts`, named like its library module `src/ext/<name>`). Screens read the registry, never
 * an extension by name.
 */
export interface ExtensionSlots {
  /** The library module's name (`EXTENSIONS[i].facts.name`): a test holds both registries to the same names. */
  readonly name: string;
  /** Live's client-capabilities checkbox declaring the extension (`path` is set in `clientCapabilities`). */
  readonly capabilityBox: { readonly id: string; readonly label: string; readonly path: readonly string[] };
  /** What a `subscriptions/listen` stream may ask of it: the `SubscriptionFilter` member and its label. */
  readonly listen?: { readonly filter: string; readonly label: string };
}
