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
  /** Belongs to the tasks extension. */
  readonly extension: 'tasks' | null;
}

const note = (
  listenOnly: boolean,
  filter: string | null = null,
  extension: 'tasks' | null = null,
): NotificationFact => ({
  listenOnly,
  filter,
  extension,
});

/**
 * The notifications a 2026-07-28 server sends, by method.
 *
 * @example
 * NOTIFICATIONS['notifications/progress'].listenOnly // => false
 * NOTIFICATIONS['notifications/prompts/list_changed'].filter // => 'promptsListChanged'
 */
export const NOTIFICATIONS = {
  'notifications/progress': note(false),
  'notifications/message': note(false),
  'notifications/tools/list_changed': note(true, 'toolsListChanged'),
  'notifications/prompts/list_changed': note(true, 'promptsListChanged'),
  'notifications/resources/list_changed': note(true, 'resourcesListChanged'),
  'notifications/resources/updated': note(true, 'resourceSubscriptions'),
  'notifications/subscriptions/acknowledged': note(true),
  'notifications/tasks': note(true, 'taskIds', 'tasks'),
} as const satisfies Record<string, NotificationFact>;

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
