import { useMemo, useState } from 'react';
import {
  cacheableMethods,
  revealInvisible,
  expectedShape,
  verdictWords,
  type Finding,
  exchangeOfRecord,
  type ExchangeRecord,
} from '../../../src/index';
import { findingDiagnostics, reveal } from '../../editor';
import { answerText, isSse as isSseAnswer, readable, readableBody, resultOf, sseFrames } from '../model/body';
import { LIVE_URIS } from './exchange-uris';
import { FindingsList } from '../../ui/findings-list';
import { FRAME_WINDOW, type InflightExchange } from '../state/inflight-store';
import { ExpectedDiff } from './expected-diff';
import { FreshnessCard } from './freshness';
import { HeadersTable } from './headers-table';
import { LazyBody } from './lazy-body';
import { OutcomeMark } from './outcome-mark';
import { outcomeOfResponse } from './outcome';
import { SseFrames } from './sse-frames';
import './exchange.css';

const CACHEABLE: ReadonlySet<string> = new Set(cacheableMethods());

const TAB_LABELS = {
  body: 'Response body',
  raw: 'Raw, as received',
  headers: 'Response headers',
  request: 'Request',
} as const;

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
}: {
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
}) {
  const [tab, setTab] = useState<'body' | 'raw' | 'headers' | 'request'>('body');
  const diagnostics = useMemo(() => findingDiagnostics(record?.findings), [record]);
  if (inflight && (!record || record.id !== inflight.id)) return <InflightView inflight={inflight} />;
  if (!record) return <p className="muted live-empty">Send a request to see the server’s answer here.</p>;
  const response = record.response;
  const isSse = response ? isSseAnswer(response.headers) : false;
  const hints = cacheHintsOf(record);
  const outcome = outcomeOfResponse(response);
  const order = plainText ? 'protocol-first' : 'as-sent';
  return (
    <section
      className="exchange-view"
      data-testid={testId}
      data-exchange-settled="true"
      data-verdict={record.verdict}
      data-outcome={outcome}
      data-status={response?.status}
      aria-label={label}
    >
      {label && <h4 className="exchange-label">{label}</h4>}
      {note && <p className="muted exchange-note">{note}</p>}
      <header className="exchange-summary">
        <strong data-testid="live-status">
          {response ? `${response.status} ${response.statusText}` : 'no answer'}
        </strong>
        <span>{revealInvisible(record.rpcMethod) || '(not JSON-RPC)'}</span>
        <span className="muted">
          {record.timing.totalMs.toFixed(0)} ms
          {record.timing.firstByteMs !== undefined && ` (first byte ${record.timing.firstByteMs.toFixed(0)} ms)`}
        </span>
        <span className="muted">{response ? `${response.body.length.toLocaleString()} chars` : ''}</span>
        <span className={`verdict-chip verdict-${record.verdict}`} data-testid="live-verdict">
          {verdictWords(record.verdict, record.findings)}
        </span>
        <OutcomeMark outcome={outcome} testId="live-outcome" />
      </header>
      {record.error && (
        <pre className="transport-error" role="alert" data-testid="transport-error">
          {revealInvisible(record.error.message)}
        </pre>
      )}
      <div className="tabs" role="tablist">
        {(['body', 'raw', 'headers', 'request'] as const).map((t) => (
          <button key={t} type="button" role="tab" aria-selected={tab === t} onClick={() => setTab(t)}>
            {TAB_LABELS[t]}
          </button>
        ))}
      </div>
      {tab === 'body' && response && plainText && (
        <pre className="mono request-body" data-testid="response-body-text">
          {revealInvisible(isSse ? response.body : readableBody(response))}
        </pre>
      )}
      {tab === 'body' && response && !plainText && (
        <>
          {isSse && <SettledFrames body={response.body} />}
          <LazyBody
            modelUri={LIVE_URIS.response}
            value={isSse ? response.body : readableBody(response)}
            language={isSse ? 'plaintext' : 'json'}
            readOnly
            diagnostics={diagnostics}
            theme={theme}
            ariaLabel="Response body"
            testId="live-response-body"
            height="18rem"
          />
        </>
      )}
      {tab === 'raw' && response && (
        <pre className="mono request-body" data-testid="raw-body">
          {response.body.length > 1_000_000
            ? response.body.slice(0, 1_000_000) + '\n… (first 1,000,000 characters)'
            : response.body}
        </pre>
      )}
      {tab === 'headers' && response && (
        <HeadersTable headers={response.headers} reveal={revealSecrets} order={order} testId="response-headers" />
      )}
      {tab === 'request' && (
        <>
          <HeadersTable
            headers={record.request.headers}
            reveal={revealSecrets}
            order={order}
            testId="request-headers"
          />
          <pre className="mono request-body" data-testid="request-body">
            {revealInvisible(plainText ? readable(record.request.body) : record.request.body)}
          </pre>
        </>
      )}
      {/* Plain text has no markers to jump to. */}
      <FindingsList findings={record.findings} onReveal={plainText ? undefined : (f) => revealFinding(f, setTab)} />
      {hints && (
        <FreshnessCard
          {...hints}
          receivedAt={Date.parse(record.startedAt) + record.timing.totalMs}
          fromCache={fromCache}
          onSendAnyway={fromCache ? onSendAnyway : undefined}
        />
      )}
      {response && <SentVsExpected record={record} />}
    </section>
  );
}

/** "Sent vs expected", derived and compared only while open: on a 10 MB answer neither is free. */
function SentVsExpected({ record }: { record: ExchangeRecord }) {
  const [open, setOpen] = useState(false);
  const sent = useMemo(() => (open ? prettyBody(record) : ''), [open, record]);
  const expected = useMemo(() => (open ? expectedText(record) : null), [open, record]);
  return (
    <details className="expected" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>Sent vs expected</summary>
      {open && <ExpectedDiff sent={sent} expected={expected} />}
    </details>
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

/** The frames of a settled stream: parsed once per body, the newest window shown with the count. */
function SettledFrames({ body }: { body: string }) {
  const all = useMemo(() => sseFrames(body), [body]);
  return <SseFrames frames={all.slice(-FRAME_WINDOW)} count={all.length} open={false} />;
}

function revealFinding(finding: Finding, setTab: (tab: 'body') => void): void {
  setTab('body');
  // The body tab mounts its editor on the next frame when it was hidden.
  requestAnimationFrame(() => reveal(LIVE_URIS.response, finding.pointer, finding.frame));
}

function prettyBody(record: ExchangeRecord): string {
  const response = record.response;
  return response && !isSseAnswer(response.headers) ? readableBody(response) : readable(answerText(response));
}

function expectedText(record: ExchangeRecord | null): string | null {
  const exchange = record && exchangeOfRecord(record);
  const shape = exchange ? expectedShape(exchange) : null;
  return shape ? JSON.stringify(shape.response, null, 2) : null;
}

/** Cache hints only where the method's answers may be cached: a task's `ttlMs` is not a cache lifetime. */
function cacheHintsOf(record: ExchangeRecord): { ttlMs: number; scope: string | null } | null {
  if (!CACHEABLE.has(record.rpcMethod)) return null;
  const result = resultOf(record.response);
  if (typeof result?.['ttlMs'] !== 'number') return null;
  return { ttlMs: result['ttlMs'], scope: typeof result['cacheScope'] === 'string' ? result['cacheScope'] : null };
}
