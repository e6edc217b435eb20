import { useEffect, useMemo, useRef, useState } from 'react';
import { reportJson, type ScanFinding } from '../../../src/index';
import { reveal } from '../../editor';
import type { ScreenProps } from '../../shell/screens';
import { chooseTransport, demoServerUrl } from '../../exchange/transport/choose-fetch';
import { ExchangeView } from '../../exchange/views/exchange-view';
import { LIVE_URIS } from '../../exchange/views/exchange-uris';
import { toRecord } from './model/to-record';
import { headerLines, useScanStore } from './state/scan-store';
import { useScan } from './use-scan';
import { AreaCards } from './views/area-cards';
import { ScanForm } from './views/scan-form';
import { ScanProgressBar, ScanVerdictLine } from './views/scan-summary';
import './scan.css';

/** The Scan screen: a verdict on a whole server, a card per area, every finding one click from its exchange. */
export default function ScanScreen({ theme, params }: ScreenProps) {
  const mode = useScanStore((s) => s.mode);
  const headerText = useScanStore((s) => s.headers);
  const headers = useMemo(() => headerLines(headerText), [headerText]);
  const transport = useMemo(() => chooseTransport(mode), [mode]);
  const savedUrl = useScanStore((s) => s.url);
  const includeCalls = useScanStore((s) => s.includeCalls);
  const placeholder = demoServerUrl();
  const url = savedUrl.trim() || placeholder;
  const scan = useScan();
  const [selected, setSelected] = useState<number | null>(null);
  const start = () => {
    setSelected(null);
    void scan.start({ url, headers, includeCalls, transport });
  };
  useUrlParameter(params.get('url'), savedUrl, start);
  const report = scan.report;
  const exchange = report && selected !== null ? report.exchanges[selected] : undefined;
  const record = useMemo(
    () => (exchange ? toRecord(exchange, scan.via ?? transport.kind) : null),
    [exchange, scan.via, transport.kind],
  );
  const open = (index: number, finding?: ScanFinding) => {
    setSelected(index);
    // The exchange view mounts its editor on the next frames; then the finding's place is shown.
    if (finding) setTimeout(() => reveal(LIVE_URIS.response, finding.pointer, finding.frame), 50);
  };
  return (
    <div className="scan" data-testid="scan-screen">
      <ScanForm
        placeholder={placeholder}
        transport={transport}
        running={scan.running}
        onStart={start}
        onStop={scan.stop}
      />
      {scan.running && <ScanProgressBar progress={scan.progress} />}
      {!scan.running && !report && (
        <p className="muted">
          Scan sends a bounded battery of requests to the server (discover, every list twice, unknown and removed
          methods, refused envelopes and headers, a foreign Origin, …), judges each exchange and the session, and gives
          a verdict per area. The same scan runs in CI: <code>npm run scan -- &lt;url&gt;</code>.
        </p>
      )}
      {report && (
        <>
          <ScanVerdictLine report={report} onExport={() => download(report.target, reportJson(report))} />
          <div className="scan-columns">
            <AreaCards report={report} selected={selected} onOpen={open} />
            <div className="scan-exchange" data-testid="scan-exchange" data-exchange-index={selected ?? ''}>
              {exchange && (
                <p className="scan-exchange-title">
                  <strong>{exchange.label}</strong> <span className="muted">({exchange.probe})</span>
                  {exchange.error && <span className="muted"> · {exchange.error}</span>}
                </p>
              )}
              {record ? (
                <ExchangeView key={record.id} record={record} inflight={null} theme={theme} revealSecrets={false} />
              ) : (
                <p className="muted">Pick a finding or a probe to see its exchange, with each finding at its place.</p>
              )}
            </div>
          </div>
        </>
      )}
    </div>
  );
}

/** `#/scan?url=<encoded URL>`: take the URL, then start one scan of it. */
function useUrlParameter(urlParam: string | null, current: string, start: () => void): void {
  const started = useRef<string | null>(null);
  const startRef = useRef(start);
  useEffect(() => {
    startRef.current = start;
  });
  useEffect(() => {
    if (urlParam !== null) useScanStore.getState().actions.setUrl(urlParam);
  }, [urlParam]);
  useEffect(() => {
    if (urlParam === null || current !== urlParam || started.current === urlParam) return;
    started.current = urlParam;
    startRef.current();
  }, [urlParam, current]);
}

function download(target: string, json: string): void {
  const host = (() => {
    try {
      return new URL(target).host.replace(/[^A-Za-z0-9.-]/g, '_');
    } catch {
      return 'server';
    }
  })();
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([json], { type: 'application/json' }));
  link.download = `mcp-scan-${host}.json`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}
