import type { Extension } from '../types';
import { checkApps } from './check';
import { APPS_FACTS } from './facts';
import { appFollowUps } from './probes';
import { APPS_SCHEMAS } from './schemas';
import { appFallbacks, unreadableApps } from './session';

/**
 * The MCP Apps extension (`io.modelcontextprotocol/ui`): a tool's `_meta.ui.resourceUri` names a
 * `ui://` HTML resource that a host renders in a sandbox and talks to over a postMessage bridge.
 *
 * @example
 * APPS.facts.id // => 'io.modelcontextprotocol/ui'
 * APPS.sessionRules.map((rule) => rule.name) // => ['unreadableApps', 'appFallbacks']
 */
export const APPS: Extension = {
  facts: APPS_FACTS,
  schemas: APPS_SCHEMAS,
  check: checkApps,
  sessionRules: [unreadableApps, appFallbacks],
  probes: () => [],
  followUps: appFollowUps,
};
