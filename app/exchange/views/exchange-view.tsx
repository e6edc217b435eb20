import { revealInvisible, type ExchangeRecord } from '../../../src/index';
import { FindingsList } from '../../ui/findings-list';
import { type InflightExchange } from '../state/inflight-store';
import { ExchangeSummary } from './exchange-summary';
import { ExchangeTabs } from './exchange-tabs';
import { FreshnessCard } from './freshness';
import { SentVsExpected } from './sent-vs-expected';
import { SseFrames } from './sse-frames';
import { useExchangeView } from './use-exchange-view';
import './exchange.css';

/** How one exchange is shown, and what the view offers around it. */
export interface ExchangeViewProps {
  record: ExchangeRecord | null;
  inflight?: InflightExchange | null;
  /** The editors' theme (unused with `plainText`). */
  theme?: 'light' | 'dark';
  revealSecrets: boolean;
  /** Why this answer came from the cache instead of the server, when it did. */
  fromCache?: string | null;
  /** Sends the same request past the cache (offered on an answer from the cache). */
  onSendAnyway?: (() => void) | undefined;
  /** What this exchange is (a lesson's example): the view's heading and accessible name. */
  label?: string;
  /** A line under the heading about what to look at. */
  note?: string;
  plainText?: boolean;
  testId?: string;
  /** Fills in a resources/read of a resource a result links (its Rendered tab); never sends it. */
  onReadResource?: ((uri: string) => void) | undefined;
}

/**
 * One exchange: status, timing, headers, SSE frames as they arrive, the body with markers, findings, expected.
 * `plainText` shows the bodies as text instead of editors: a lesson page holds several exchanges and
 * must open fast; it also lists the protocol headers (content type, `Mcp-*`) first.
 */
export function ExchangeView({
  record,
  inflight = null,
  theme = 'light',
  revealSecrets,
  fromCache = null,
  onSendAnyway,
  label,
  note,
  plainText = false,
  testId = 'exchange-view',
  onReadResource,
}: ExchangeViewProps) {
  const view = useExchangeView(record, plainText);
  if (inflight && (!record || record.id !== inflight.id)) return <InflightView inflight={inflight} />;
  if (!record) return <p className="muted live-empty">Send a request to see the server’s answer here.</p>;
  const { response } = record;
  return (
    <section
      className="exchange-view"
      data-testid={testId}
      data-exchange-settled="true"
      data-verdict={record.verdict}
      data-outcome={view.outcome}
      data-status={response?.status}
      aria-label={label}
    >
      {label && <h4 className="exchange-label">{label}</h4>}
      {note && <p className="muted exchange-note">{note}</p>}
      <ExchangeSummary record={record} outcome={view.outcome} />
      {record.error && (
        <pre className="transport-error" role="alert" data-testid="transport-error">
          {revealInvisible(record.error.message)}
        </pre>
      )}
      <ExchangeTabs
        record={record}
        view={view}
        theme={theme}
        revealSecrets={revealSecrets}
        plainText={plainText}
        onReadResource={onReadResource}
      />
      <FindingsList findings={record.findings} onReveal={view.onReveal} />
      {view.hints && (
        <FreshnessCard
          {...view.hints}
          receivedAt={Date.parse(record.startedAt) + record.timing.totalMs}
          fromCache={fromCache}
          onSendAnyway={fromCache ? onSendAnyway : undefined}
        />
      )}
      {response && <SentVsExpected record={record} />}
    </section>
  );
}

function InflightView({ inflight }: { inflight: InflightExchange }) {
  return (
    <section className="exchange-view" data-testid="exchange-view" aria-busy="true">
      <header className="exchange-summary">
        <strong>{inflight.status ? `${inflight.status}` : 'sending…'}</strong>
        <span>{revealInvisible(inflight.rpcMethod)}</span>
      </header>
      <SseFrames frames={inflight.frames} count={inflight.frameCount} open />
    </section>
  );
}
