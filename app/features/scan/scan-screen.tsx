import { useEffect, useMemo, useRef, useState } from 'react';
import { reportJson, type ScanFinding } from '../../../src/index';
import { reveal } from '../../editor';
import type { ScreenProps } from '../../shell/screens';
import { chooseTransport, demoServerUrl } from '../../exchange/transport/choose-fetch';
import { downloadText } from '../../exchange/files/download';
import { LIVE_URIS } from '../../exchange/views/exchange-uris';
import { exportFileName } from './model/export-name';
import { headerLines, useScanStore } from './state/scan-store';
import { useScanRunStore } from './state/scan-run-store';
import { serverOrigin } from '../../exchange/model/server-origin';
import { useShallow } from 'zustand/react/shallow';
import { AreaCards } from './views/area-cards';
import { ScanConfirm } from './views/scan-confirm';
import { ScanExchangePanel } from './views/scan-exchange-panel';
import { ScanForm } from './views/scan-form';
import { showPanel } from './views/show-panel';
import { ScanLegacy } from './views/scan-legacy';
import { ScanProgressBar, ScanVerdictLine } from './views/scan-summary';
import './scan.css';

/** The Scan screen: a verdict on a whole server, a card per area, every finding one click from its exchange. */
export default function ScanScreen({ theme, params }: ScreenProps) {
  const { mode, headerText, headersOrigin, savedUrl, includeCalls, linkedUrl } = useScanStore(
    useShallow((s) => ({
      mode: s.mode,
      headerText: s.headers,
      headersOrigin: s.headersOrigin,
      savedUrl: s.url,
      includeCalls: s.includeCalls,
      linkedUrl: s.linkedUrl,
    })),
  );
  const transport = useMemo(() => chooseTransport(mode), [mode]);
  const placeholder = demoServerUrl();
  const url = savedUrl.trim() || placeholder;
  // Saved headers go only to the origin they were entered for.
  const headersHere = serverOrigin(url) === headersOrigin;
  const headers = useMemo(() => (headersHere ? headerLines(headerText) : {}), [headerText, headersHere]);
  const scan = useScanRunStore(
    useShallow((s) => ({
      running: s.running,
      progress: s.progress,
      report: s.report,
      failure: s.failure,
      selected: s.selected,
    })),
  );
  const { start: startScan, stop, select } = useScanRunStore((s) => s.actions);
  const [confirming, setConfirming] = useState(false);
  const start = (calls = includeCalls) => {
    setConfirming(false);
    void startScan({ url, headers, includeCalls: calls, transport });
  };
  // Calling every tool of a server a link named needs the user's word, naming that server.
  const requestStart = () => (includeCalls && linkedUrl !== null && url === linkedUrl ? setConfirming(true) : start());
  useLinkParameter(params.get('url'));
  const { report, selected } = scan;
  // A scan's exchange is a record: the exchange view shows it as it is.
  const exchange = report && selected !== null ? report.exchanges[selected] : undefined;
  const panel = useRef<HTMLDivElement>(null);
  const open = (index: number, finding?: ScanFinding) => {
    select(index);
    // Below 900 px the exchange sits under every card: the pick would change nothing the user sees.
    requestAnimationFrame(() => showPanel(panel.current));
    // The exchange view mounts its editor on the next frames; then the finding's place is shown.
    if (finding) setTimeout(() => reveal(LIVE_URIS.response, finding.pointer, finding.frame), 50);
  };
  return (
    <div className="scan" data-testid="scan-screen">
      <ScanForm
        placeholder={placeholder}
        transport={transport}
        running={scan.running}
        onStart={requestStart}
        onStop={stop}
      />
      {confirming && <ScanConfirm url={url} onChoose={start} onCancel={() => setConfirming(false)} />}
      {!headersHere && headerText.trim() !== '' && (
        <p className="muted" data-testid="scan-headers-other-origin">
          Your extra headers were entered for {headersOrigin || 'another server'}: they are not sent to{' '}
          {serverOrigin(url)}. Edit them to send them here.
        </p>
      )}
      {scan.running && <ScanProgressBar progress={scan.progress} />}
      {!scan.running && scan.failure && (
        <p role="alert" data-testid="scan-failure">
          The scan ended without a report: {scan.failure}. Your URL and settings are kept; Scan runs it again.
        </p>
      )}
      {!scan.running && !report && !scan.failure && (
        <p className="muted">
          Scan sends a bounded battery of requests to the server (discover, every list twice, unknown and removed
          methods, refused envelopes and headers, a foreign Origin, …), judges each exchange and the session, and gives
          a verdict per area. The same scan runs in CI: <code>npx mcp-shape-inspector scan &lt;url&gt;</code> (in a
          clone, <code>npm run -s scan -- &lt;url&gt;</code>).
        </p>
      )}
      {report && (
        <>
          <ScanVerdictLine report={report} onExport={() => download(report.target, reportJson(report))} />
          <ScanLegacy report={report} onOpen={open} />
          <div className="scan-columns">
            <AreaCards report={report} selected={selected} onOpen={open} />
            <ScanExchangePanel ref={panel} exchange={exchange} selected={selected} theme={theme} />
          </div>
        </>
      )}
    </div>
  );
}

/** `#/scan?url=<encoded URL>`: a link fills in the URL; the scan waits for the user's click on Scan. */
function useLinkParameter(urlParam: string | null): void {
  useEffect(() => {
    if (urlParam !== null) useScanStore.getState().actions.fillFromLink(urlParam);
  }, [urlParam]);
}

function download(target: string, json: string): void {
  downloadText(exportFileName(target), json);
}
