import { EXTENSION_NOTIFICATIONS } from '../ext/facts';

/**
 * What the revision says about one notification a server may send on a stream.
 *
 * @example
 * NOTIFICATIONS['notifications/tools/list_changed'].listenOnly // => true
 */
export interface NotificationFact {
  /** Delivered only on a `subscriptions/listen` stream (R-HTTP-6). */
  readonly listenOnly: boolean;
  /** The `SubscriptionFilter` flag that asks for it, or null. */
  readonly filter: string | null;
  /** The extension (`src/ext/<name>`) it belongs to, or null for the core revision. */
  readonly extension: string | null;
}

const note = (listenOnly: boolean, filter: string | null = null): NotificationFact => ({
  listenOnly,
  filter,
  extension: null,
});

// The core revision's notifications.
const CORE_NOTIFICATIONS = {
  'notifications/progress': note(false),
  'notifications/message': note(false),
  'notifications/tools/list_changed': note(true, 'toolsListChanged'),
  'notifications/prompts/list_changed': note(true, 'promptsListChanged'),
  'notifications/resources/list_changed': note(true, 'resourcesListChanged'),
  'notifications/resources/updated': note(true, 'resourceSubscriptions'),
  'notifications/subscriptions/acknowledged': note(true),
} as const satisfies Record<string, NotificationFact>;

/**
 * The notifications a 2026-07-28 server sends, by method: the core's, then each extension's.
 *
 * @example
 * NOTIFICATIONS['notifications/progress'].listenOnly // => false
 * NOTIFICATIONS['notifications/prompts/list_changed'].filter // => 'promptsListChanged'
 * NOTIFICATIONS['notifications/tasks'].extension // => 'tasks'
 */
export const NOTIFICATIONS: typeof CORE_NOTIFICATIONS & typeof EXTENSION_NOTIFICATIONS = {
  ...CORE_NOTIFICATIONS,
  ...EXTENSION_NOTIFICATIONS,
};

/**
 * Server-sent messages that 2026-07-28 removed (R-REMOVED-3): never sent on any stream.
 *
 * @example
 * REMOVED_SERVER_MESSAGES.has('roots/list') // => true
 */
export const REMOVED_SERVER_MESSAGES: ReadonlySet<string> = new Set([
  'ping',
  'roots/list',
  'notifications/elicitation/complete',
]);

/**
 * The log levels, lowest first (LOG § Log Levels).
 *
 * @example
 * LOG_LEVELS.indexOf('error') > LOG_LEVELS.indexOf('info') // => true
 */
export const LOG_LEVELS: readonly string[] = [
  'debug',
  'info',
  'notice',
  'warning',
  'error',
  'critical',
  'alert',
  'emergency',
];
