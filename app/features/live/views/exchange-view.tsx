import { useMemo, useState } from 'react';
import { expectedShape, type Finding } from '../../../../src/index';
import { CodeEditor, findingDiagnostics, modelUri, reveal } from '../../../editor';
import { FindingsList } from '../../../ui/findings-list';
import { exchangeOf } from '../model/judge';
import type { ExchangeRecord } from '../model/exchange-record';
import type { InflightExchange } from '../state/inflight-store';
import { ExpectedDiff } from './expected-diff';
import { FreshnessCard } from './freshness';
import { HeadersTable } from './headers-table';
import { SseFrames } from './sse-frames';

export const LIVE_RESPONSE_URI = modelUri('live', 'response-body.json');

/** One exchange: status, timing, headers, SSE frames as they arrive, the body with markers, findings, expected. */
export function ExchangeView({
  record,
  inflight,
  theme,
  revealSecrets,
}: {
  record: ExchangeRecord | null;
  inflight: InflightExchange | null;
  theme: 'light' | 'dark';
  revealSecrets: boolean;
}) {
  const [tab, setTab] = useState<'body' | 'headers' | 'request'>('body');
  const expected = useMemo(() => expectedText(record), [record]);
  const diagnostics = useMemo(() => findingDiagnostics(record?.findings), [record]);
  if (inflight && (!record || record.id !== inflight.id)) return <InflightView inflight={inflight} />;
  if (!record) return <p className="muted live-empty">Send a request to see the server’s answer here.</p>;
  const response = record.response;
  const isSse = response?.headers['content-type']?.includes('text/event-stream') ?? false;
  const hints = cacheHintsOf(record);
  return (
    <section
      className="exchange-view"
      data-testid="exchange-view"
      data-exchange-settled="true"
      data-verdict={record.verdict}
    >
      <header className="exchange-summary">
        <strong data-testid="live-status">
          {response ? `${response.status} ${response.statusText}` : 'no answer'}
        </strong>
        <span>{record.rpcMethod || '(not JSON-RPC)'}</span>
        <span className="muted">
          {record.timing.totalMs.toFixed(0)} ms
          {record.timing.firstByteMs !== undefined && ` (first byte ${record.timing.firstByteMs.toFixed(0)} ms)`}
        </span>
        <span className="muted">{response ? `${response.body.length.toLocaleString()} chars` : ''}</span>
        <span className={`verdict-chip verdict-${record.verdict}`} data-testid="live-verdict">
          {verdictLabel(record)}
        </span>
      </header>
      {record.error && (
        <pre className="transport-error" role="alert" data-testid="transport-error">
          {record.error.message}
        </pre>
      )}
      <div className="tabs" role="tablist">
        {(['body', 'headers', 'request'] as const).map((t) => (
          <button key={t} type="button" role="tab" aria-selected={tab === t} onClick={() => setTab(t)}>
            {t === 'body' ? 'Response body' : t === 'headers' ? 'Response headers' : 'Request'}
          </button>
        ))}
      </div>
      {tab === 'body' && response && (
        <>
          {isSse && <SseFrames frames={sseFrames(response.body)} open={false} />}
          <CodeEditor
            modelUri={LIVE_RESPONSE_URI}
            value={response.body}
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
      {tab === 'headers' && response && (
        <HeadersTable headers={response.headers} reveal={revealSecrets} testId="response-headers" />
      )}
      {tab === 'request' && (
        <>
          <HeadersTable headers={record.request.headers} reveal={revealSecrets} testId="request-headers" />
          <pre className="mono request-body">{record.request.body}</pre>
        </>
      )}
      <FindingsList findings={record.findings} onReveal={(f) => revealFinding(f, setTab)} />
      {hints && (
        <FreshnessCard {...hints} receivedAt={Date.parse(record.startedAt) + record.timing.totalMs} fromCache={null} />
      )}
      {response && (
        <details className="expected">
          <summary>Sent vs expected</summary>
          <ExpectedDiff sent={prettyBody(record)} expected={expected} />
        </details>
      )}
    </section>
  );
}

function InflightView({ inflight }: { inflight: InflightExchange }) {
  return (
    <section className="exchange-view" data-testid="exchange-view" aria-busy="true">
      <header className="exchange-summary">
        <strong>{inflight.status ? `${inflight.status}` : 'sending…'}</strong>
        <span>{inflight.rpcMethod}</span>
      </header>
      <SseFrames frames={inflight.frames} open />
    </section>
  );
}

function revealFinding(finding: Finding, setTab: (tab: 'body') => void): void {
  setTab('body');
  // The body tab mounts its editor on the next frame when it was hidden.
  requestAnimationFrame(() => reveal(LIVE_RESPONSE_URI, finding.pointer, finding.frame));
}

function verdictLabel(record: ExchangeRecord): string {
  const errors = record.findings.filter((f) => f.severity === 'error').length;
  const warnings = record.findings.filter((f) => f.severity === 'warning').length;
  if (record.verdict === 'transport') return 'not judged: no complete answer';
  if (record.findings.length === 0) return 'no findings';
  return `${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}`;
}

/** The `data` payloads of an SSE body (display only: the checker parses the stream itself). */
export function sseFrames(body: string): string[] {
  const frames: string[] = [];
  for (const event of body.replace(/\r\n?/g, '\n').split('\n\n')) {
    const data = event
      .split('\n')
      .filter((line) => line.startsWith('data:'))
      .map((line) => line.slice(line.startsWith('data: ') ? 6 : 5));
    if (data.length > 0 && data.join('') !== '') frames.push(data.join('\n'));
  }
  return frames;
}

function prettyBody(record: ExchangeRecord): string {
  const body = record.response?.body ?? '';
  const last = record.response?.headers['content-type']?.includes('text/event-stream') ? sseFrames(body).at(-1) : body;
  try {
    return JSON.stringify(JSON.parse(last ?? ''), null, 2);
  } catch {
    return body;
  }
}

function expectedText(record: ExchangeRecord | null): string | null {
  const exchange = record && exchangeOf(record);
  const shape = exchange ? expectedShape(exchange) : null;
  return shape ? JSON.stringify(shape.response, null, 2) : null;
}

function cacheHintsOf(record: ExchangeRecord): { ttlMs: number; scope: string | null } | null {
  try {
    const text = record.response?.headers['content-type']?.includes('text/event-stream')
      ? sseFrames(record.response.body).at(-1)
      : record.response?.body;
    const result = (JSON.parse(text ?? '') as { result?: { ttlMs?: unknown; cacheScope?: unknown } }).result;
    if (typeof result?.ttlMs !== 'number') return null;
    return { ttlMs: result.ttlMs, scope: typeof result.cacheScope === 'string' ? result.cacheScope : null };
  } catch {
    return null;
  }
}
