import { ExchangeFilters } from '../../../exchange/views/exchange-filters';
import { useMemo, useRef } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { ExportButtons } from '../../../exchange/views/export-buttons';
import { useHistoryStore } from '../../../exchange/history/history-store';
import { useInflightStore } from '../../../exchange/state/inflight-store';
import { showNotice } from '../../../state/ui-store';
import { useLiveStore } from '../state/live-store';
import type { ExchangeRecord } from '../../../../src/index';
import { HistoryRows } from './history-rows';
import { demoServerUrl } from '../../../exchange/transport/choose-fetch';

/** Every exchange, newest first: filter, open, re-send, edit and re-send, export (JSON, HAR), import. */
export function HistoryPanel({ onResend }: { onResend: (record: ExchangeRecord) => void }) {
  const records = useHistoryStore((s) => s.records);
  const { importText, clear } = useHistoryStore((s) => s.actions);
  const selectedId = useInflightStore((s) => s.selectedId);
  const { select } = useInflightStore((s) => s.actions);
  // In the store, not the panel: leaving Live unmounts the panel, and the filters survive it.
  const { method, verdict, thisServer } = useLiveStore(useShallow((s) => s.historyFilter));
  const url = useLiveStore((s) => s.url).trim() || demoServerUrl();
  const { setHistoryFilter } = useLiveStore((s) => s.actions);
  const file = useRef<HTMLInputElement>(null);
  const shown = useMemo(
    () =>
      records.filter(
        (r) =>
          (!method || r.rpcMethod === method) &&
          (!verdict || r.verdict === verdict) &&
          (!thisServer || r.request.url === url),
      ),
    [records, method, verdict, thisServer, url],
  );
  const methods = [...new Set(records.map((r) => r.rpcMethod))].sort();
  const edit = (record: ExchangeRecord) => {
    const { setMethod: setLiveMethod, setParamsText } = useLiveStore.getState().actions;
    setLiveMethod(record.rpcMethod);
    const params = { ...record.rpcParams };
    delete params['_meta'];
    setParamsText(record.rpcMethod, JSON.stringify(params, null, 2));
    showNotice(`The request builder now holds this ${record.rpcMethod} request: edit it and send.`);
  };
  const onImport = async (picked: File | undefined) => {
    if (!picked) return;
    try {
      await importText(await picked.text(), picked.name);
    } catch (error) {
      showNotice((error as Error).message);
    }
  };
  return (
    <section className="history" aria-label="History" data-testid="history">
      <header className="history-tools">
        <h3>History ({records.length})</h3>
        <ExchangeFilters
          methods={methods}
          method={method}
          verdict={verdict}
          onMethod={(m) => setHistoryFilter({ method: m })}
          onVerdict={(v) => setHistoryFilter({ verdict: v })}
          testIdPrefix="history"
        />
        <label className="checkbox">
          <input
            type="checkbox"
            checked={thisServer}
            onChange={(e) => setHistoryFilter({ thisServer: e.target.checked })}
            data-testid="history-this-server"
          />
          This server only
        </label>
        <ExportButtons records={records} name="mcp-session" testIds={{ json: 'export-session', har: 'export-har' }} />
        <button
          type="button"
          className="button-small"
          onClick={() => file.current?.click()}
          data-testid="import-button"
        >
          Import HAR or JSON
        </button>
        <input
          ref={file}
          type="file"
          accept=".har,.json,application/json"
          hidden
          onChange={(e) => void onImport(e.target.files?.[0])}
          data-testid="import-file"
        />
        <button type="button" className="button-small" onClick={() => confirmClear(records.length) && void clear()}>
          Clear
        </button>
      </header>
      <HistoryRows
        records={shown}
        selectedId={selectedId}
        empty={records.length === 0 ? 'No exchange yet.' : 'No exchange matches the filters.'}
        onSelect={select}
        onResend={onResend}
        onEdit={edit}
      />
    </section>
  );
}

/** Clearing deletes what no export kept: ask first. */
const confirmClear = (count: number) =>
  count === 0 || window.confirm(`Delete all ${count} exchanges from the history? Export them first to keep a copy.`);
