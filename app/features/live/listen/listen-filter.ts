import { isJsonObject } from '../../../../src/index';
import { offersListenFilter } from '../../../ext';

/** A list whose changes a listen stream can ask for: its `SubscriptionFilter` flag and its list method. */
export interface ListOption {
  flag: 'toolsListChanged' | 'promptsListChanged' | 'resourcesListChanged';
  list: 'tools' | 'prompts' | 'resources';
  label: string;
}

/** What this server lets a listen stream ask for, read from its `server/discover` capabilities. */
export interface ListenOptions {
  lists: ListOption[];
  /** `resources.subscribe`: updates of chosen resources (`resourceSubscriptions`). */
  resourceUpdates: boolean;
  /** The tasks extension: status changes of chosen tasks (`taskIds`). */
  tasks: boolean;
}

/** What the user ticked in the panel. */
export interface ListenChoice {
  lists: Partial<Record<ListOption['flag'], boolean>>;
  /** The resource whose updates to receive, or '' for none. */
  resourceUri: string;
  /** Task ids, separated by commas or spaces. */
  taskIds: string;
}

export const NO_CHOICE: ListenChoice = { lists: {}, resourceUri: '', taskIds: '' };

const LISTS: readonly ListOption[] = [
  { flag: 'toolsListChanged', list: 'tools', label: 'Tool list changes' },
  { flag: 'promptsListChanged', list: 'prompts', label: 'Prompt list changes' },
  { flag: 'resourcesListChanged', list: 'resources', label: 'Resource list changes' },
];

/**
 * The filter entries a server's capabilities allow: a list's changes only where it declares
 * `listChanged`, resource updates only with `resources.subscribe`, tasks only with the extension.
 *
 * @example
 * listenOptionsOf({ tools: { listChanged: true }, resources: { subscribe: true } }).lists.map((l) => l.flag) // => ['toolsListChanged']
 * listenOptionsOf({ tools: {} }).resourceUpdates // => false
 */
export function listenOptionsOf(capabilities: unknown): ListenOptions {
  const caps = isJsonObject(capabilities) ? capabilities : {};
  const declares = (name: string, flag: string) => {
    const cap = Object.hasOwn(caps, name) ? caps[name] : undefined;
    return isJsonObject(cap) && cap[flag] === true;
  };
  return {
    lists: LISTS.filter((l) => declares(l.list, 'listChanged')),
    resourceUpdates: declares('resources', 'subscribe'),
    tasks: offersListenFilter(caps, 'taskIds'),
  };
}

/** Whether the server declares anything a listen stream could deliver. */
export function canListen(options: ListenOptions): boolean {
  return options.lists.length > 0 || options.resourceUpdates || options.tasks;
}

/** The choice a fresh panel starts with: every list change the server offers. */
export function defaultChoice(options: ListenOptions): ListenChoice {
  return { ...NO_CHOICE, lists: Object.fromEntries(options.lists.map((l) => [l.flag, true])) };
}

/**
 * The `params.notifications` filter of `subscriptions/listen` for what was ticked, limited to what the
 * server offers (a flag the server never declared is not asked for). Null when nothing is asked.
 *
 * @example
 * const options = listenOptionsOf({ tools: { listChanged: true }, resources: { subscribe: true } });
 * filterOf(options, { lists: { toolsListChanged: true, promptsListChanged: true }, resourceUri: 'demo://clock', taskIds: '' }) // => { toolsListChanged: true, resourceSubscriptions: ['demo://clock'] }
 * filterOf(options, { lists: {}, resourceUri: '', taskIds: '' }) // => null
 */
export function filterOf(options: ListenOptions, choice: ListenChoice): Record<string, unknown> | null {
  const filter: Record<string, unknown> = {};
  for (const { flag } of options.lists) if (choice.lists[flag] === true) filter[flag] = true;
  const uri = choice.resourceUri.trim();
  if (options.resourceUpdates && uri !== '') filter['resourceSubscriptions'] = [uri];
  const ids = choice.taskIds.split(/[\s,]+/).filter((id) => id !== '');
  if (options.tasks && ids.length > 0) filter['taskIds'] = [...new Set(ids)];
  return Object.keys(filter).length > 0 ? filter : null;
}

/**
 * The list a `notifications/<list>/list_changed` names, or null for any other method.
 *
 * @example
 * changedListOf('notifications/prompts/list_changed') // => 'prompts'
 * changedListOf('notifications/resources/updated') // => null
 */
export function changedListOf(method: string): ListOption['list'] | null {
  return LISTS.find((l) => method === `notifications/${l.list}/list_changed`)?.list ?? null;
}
