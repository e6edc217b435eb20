import type { ComponentType } from 'react';
import type { ExchangeRecord, JsonObject } from '../../src/index';

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
  /** A view Live shows under a conversation this extension's exchanges belong to (tasks: the task's poller). */
  readonly exchangePanel?: ExchangePanel;
}

/** An extension's view of a conversation in Live: which exchange it follows, and how it renders. */
export interface ExchangePanel {
  /** The exchange of the conversation (its rounds, then the shown record) the panel follows, or null: no panel. */
  readonly anchorOf: (rounds: readonly ExchangeRecord[], record: ExchangeRecord) => ExchangeRecord | null;
  /** Rendered once per anchor (keyed by its id). */
  readonly Panel: ComponentType<ExchangePanelProps>;
}

/** What an exchange panel gets: its anchor and what Live lends it. */
export interface ExchangePanelProps {
  readonly anchor: ExchangeRecord;
  readonly host: ExchangePanelHost;
}

/** What Live lends an extension's panel: the conversation, how to send in it, and its input form. */
export interface ExchangePanelHost {
  /** The conversation's rounds, oldest first (the first is its root). */
  readonly rounds: readonly ExchangeRecord[];
  /**
   * Sends `method` with `params` as a follow-up of `from` in the conversation (its URL, session and headers),
   * judged and kept like every Live send, in a lane of its own per method; resolves to the answer's result.
   */
  readonly follow: (from: ExchangeRecord, method: string, params: JsonObject) => Promise<JsonObject | null>;
  /** Live's form for an `inputRequests` object (as an input_required result carries it). */
  readonly InputForm: ComponentType<InputFormProps>;
}

/** The props of the host's input form: what to ask, where to send the answers, and how its parts are named. */
export interface InputFormProps {
  readonly inputRequests: JsonObject;
  readonly onSend: (responses: JsonObject) => Promise<void>;
  /** The submit button's label. */
  readonly submitLabel: string;
  /** The test ids of the form and of its submit button. */
  readonly testIds: { readonly form: string; readonly submit: string };
}
