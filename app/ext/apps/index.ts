import { APPS_EXTENSION } from '../../../src/index';
import type { ExtensionSlots } from '../types';

/** The MCP Apps extension in the app: Live's capability box declaring it. */
export const APPS_SLOTS: ExtensionSlots = {
  name: 'apps',
  capabilityBox: { id: 'apps', label: 'MCP Apps extension', path: ['extensions', APPS_EXTENSION] },
};
