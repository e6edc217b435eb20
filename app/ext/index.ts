// The app's registry of protocol extensions: one line per extension, beside the library's (src/ext/index.ts).
import { EXTENSIONS, isJsonObject, type ExchangeRecord } from '../../src/index';
import { APPS_SLOTS } from './apps';
import { SKILLS_SLOTS } from './skills';
import { TASKS_SLOTS } from './tasks';
import type { ExchangePanel, ExtensionSlots } from './types';

/** Every extension's app slots, in the library registry's order. */
export const EXTENSION_SLOTS: readonly ExtensionSlots[] = [TASKS_SLOTS, APPS_SLOTS, SKILLS_SLOTS];

/** The client-capability checkboxes the extensions add to Live's (after the core's). */
export const EXTENSION_CAPABILITY_BOXES = EXTENSION_SLOTS.map((s) => s.capabilityBox);

/**
 * Whether a server's `server/discover` capabilities declare the extension whose listen slot asks for
 * `filter` (`taskIds`): only then does a listen stream offer it.
 */
export function offersListenFilter(capabilities: unknown, filter: string): boolean {
  const exts = isJsonObject(capabilities) ? capabilities['extensions'] : undefined;
  if (!isJsonObject(exts)) return false;
  return EXTENSION_SLOTS.some((slots) => {
    const id = EXTENSIONS.find((e) => e.facts.name === slots.name)?.facts.id;
    return slots.listen?.filter === filter && id !== undefined && Object.hasOwn(exts, id);
  });
}

/** One extension's panel for a conversation in Live: the extension, its slot and the exchange it follows. */
export interface ExchangePanelOf {
  readonly name: string;
  readonly panel: ExchangePanel;
  readonly anchor: ExchangeRecord;
}

/**
 * The extension panels (each slot's `exchangePanel`) that apply to a conversation: each one's anchor among
 * its rounds, then the shown record. Live renders them under the exchange, never naming an extension.
 */
export function exchangePanelsOf(rounds: readonly ExchangeRecord[], record: ExchangeRecord): ExchangePanelOf[] {
  return EXTENSION_SLOTS.flatMap(({ name, exchangePanel: panel }) => {
    const anchor = panel?.anchorOf(rounds, record);
    return panel && anchor ? [{ name, panel, anchor }] : [];
  });
}

export type { ExchangePanelHost, ExtensionSlots, InputFormProps } from './types';
