import { create } from 'zustand';
import { showNotice } from '../../state/ui-store';
import {
  clearHistory,
  HISTORY_MAX_ENTRIES,
  loadHistory,
  markEntered,
  overCap,
  saveExchanges,
  tooBigToKeep,
} from './history-db';
import { importNotice } from './import-plan';
import { importInWorker } from '../judge/import-in-worker';
import { type ExchangeRecord } from '../../../src/index';

/** The live history: every settled exchange, newest first, mirrored to IndexedDB (capped, secrets scrubbed). */
export interface HistoryState {
  records: readonly ExchangeRecord[];
  loaded: boolean;
  actions: {
    load: () => Promise<void>;
    /**
     * Adds settled exchanges (a send, an import, a tap); one already kept is replaced by the newer
     * copy (a tap's exchange judged again, a send that had been kept while still arriving).
     * `keepSecrets` follows the user's opt-in.
     */
    add: (records: readonly ExchangeRecord[], keepSecrets: boolean) => Promise<void>;
    /**
     * Imports a file's text (in a worker): only entries that fit beside the kept exchanges and are not
     * already there are judged and written (an import never drops a kept exchange). Shows and returns
     * one notice; throws HarImportError when the file is not one we read.
     */
    importText: (text: string, fileName: string) => Promise<string>;
    clear: () => Promise<void>;
  };
}

export const useHistoryStore = create<HistoryState>()((set, get) => ({
  records: [],
  loaded: false,
  actions: {
    load: async () => {
      if (get().loaded) return;
      const { records, error } = await loadHistory();
      // Exchanges sent before the saved history arrived stay first.
      set((s) => ({
        records: [...s.records, ...records.filter((r) => !s.records.some((x) => x.id === r.id))],
        loaded: true,
      }));
      if (error) showNotice(error);
    },
    add: async (incoming, keepSecrets) => {
      const newer = new Map(incoming.map((r) => [r.id, r]));
      const kept = get().records.map((r) => newer.get(r.id) ?? r);
      const known = new Set(kept.map((r) => r.id));
      const added = incoming.filter((r) => !known.has(r.id));
      const replaced = incoming.filter((r) => known.has(r.id) && !sameRecord(r, get().records));
      if (added.length === 0 && replaced.length === 0) return;
      markEntered(added);
      const all = [...added, ...kept];
      const dropped = new Set(overCap(all).map((r) => r.id));
      set({ records: all.filter((r) => !dropped.has(r.id)) });
      try {
        await saveExchanges([...added, ...replaced], all, keepSecrets);
      } catch (error) {
        showNotice(`This exchange is shown but could not be saved (${(error as Error).message}).`);
      }
      const tooBig = all.filter((r) => dropped.has(r.id) && tooBigToKeep(r)).length;
      const older = dropped.size - tooBig;
      const notes = [
        ...(tooBig > 0
          ? [`${tooBig} exchange(s) larger than 25 MB alone were not kept (the rest of the history stays)`]
          : []),
        ...(older > 0 ? [`${older} older ones were dropped`] : []),
      ];
      if (notes.length > 0)
        showNotice(`The history keeps the newest ${HISTORY_MAX_ENTRIES} exchanges (and 25 MB): ${notes.join('; ')}.`);
    },
    importText: async (text, fileName) => {
      const result = await importInWorker({ text, existing: get().records, now: new Date().toISOString() });
      await get().actions.add(result.records, false);
      // Shown after add's own notices, so nothing replaces what this one says.
      const notice = importNotice(result, fileName);
      showNotice(notice);
      return notice;
    },
    clear: async () => {
      set({ records: [] });
      try {
        await clearHistory();
      } catch (error) {
        showNotice(
          `The history is cleared on screen but its saved copy could not be deleted (${(error as Error).message}).`,
        );
      }
    },
  },
}));

/** Whether `record` is already kept as it is (a replayed tap session changes nothing). */
function sameRecord(record: ExchangeRecord, records: readonly ExchangeRecord[]): boolean {
  const kept = records.find((r) => r.id === record.id);
  if (kept === record) return true;
  return (
    !!kept &&
    kept.verdict === record.verdict &&
    kept.error?.code === record.error?.code &&
    kept.response?.body.length === record.response?.body.length &&
    JSON.stringify(kept.findings) === JSON.stringify(record.findings)
  );
}
