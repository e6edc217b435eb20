import { LATEST_PROTOCOL_VERSION } from '@modelcontextprotocol/ext-apps';
import type { MethodFact } from '../../spec/methods';
import type { NotificationFact } from '../../spec/notifications';
import type { MetaKeyFact } from '../../spec/meta-keys';
import { SPEC_PAGES } from '../../spec/urls';
import type { ExtensionFacts } from '../types';
import { APPS_RULES } from './rules';
import { APP_MIME_TYPE } from './ui-meta';

/**
 * The id of the MCP Apps extension (`clientCapabilities.extensions[…]`).
 *
 * @example
 * APPS_EXTENSION // => 'io.modelcontextprotocol/ui'
 */
export const APPS_EXTENSION = 'io.modelcontextprotocol/ui';

/**
 * The MCP Apps extension: no methods of its own on the wire (a tool's `_meta.ui.resourceUri` names a
 * `ui://` resource read with resources/read); its bridge methods travel between a host and its app.
 *
 * @example
 * APPS_FACTS.name // => 'apps'
 * Object.keys(APPS_FACTS.methods) // => []
 */
export const APPS_FACTS = {
  name: 'apps',
  id: APPS_EXTENSION,
  title: 'the MCP Apps extension',
  page: SPEC_PAGES.apps,
  methods: {} as const satisfies Record<string, MethodFact>,
  notifications: {} as const satisfies Record<string, NotificationFact>,
  metaKeys: {} as const satisfies Record<string, MetaKeyFact>,
  resultTypes: [],
  rules: APPS_RULES,
  // No method of its own: the rule a side breaks by using the extension without declaring it properly.
  undeclaredRule: 'R-APP-11',
  clientSettings: { mimeTypes: [APP_MIME_TYPE] },
} as const satisfies ExtensionFacts;

/**
 * The MCP Apps bridge protocol version a host speaks (ext-apps' `LATEST_PROTOCOL_VERSION`).
 *
 * @example
 * APPS_BRIDGE_VERSION // => '2026-01-26'
 */
export const APPS_BRIDGE_VERSION: string = LATEST_PROTOCOL_VERSION;
