import type { LiveState } from './use-live-prep';
import { isJsonObject, type RecordedExchange } from '../../../../src/index';
import { liveHash } from '../model/run-links';
import { ExchangeView } from '../../../exchange/views/exchange-view';
import { recordOfLive, tourNote } from '../model/live/record-of-live';
import { startCommand } from '../../../state/page-facts';

/** The Live link for a request the tour sent: the server's absolute URL, its method and params. */
function openInLive(request: RecordedExchange['request']): string {
  return liveHash(
    new URL(request.url, window.location.href).href,
    request.method,
    request.params ?? sentParams(request.body),
  );
}

function sentParams(body: string): Record<string, unknown> {
  try {
    const message: unknown = JSON.parse(body);
    const params = isJsonObject(message) ? message['params'] : undefined;
    return isJsonObject(params) ? params : {};
  } catch {
    return {};
  }
}

/** The live example: real exchanges with the embedded demo server, or why they cannot be shown. */
export function LiveSection({ state, onRetry }: { state: LiveState; onRetry: () => void }) {
  return (
    <section className="learn-section" aria-label="Live exchange" data-testid="live-example" data-state={state.status}>
      <h3>Live, against the embedded demo server</h3>
      {state.status === 'loading' && <p className="muted">Talking to the demo server…</p>}
      {state.status === 'unreachable' && <DemoUnreachable reason={state.reason} onRetry={onRetry} />}
      {state.status === 'ready' && (
        <>
          {state.prep.problem && (
            <p className="learn-unreachable" data-testid="live-problem">
              {state.prep.problem}
            </p>
          )}
          {state.prep.examples.map((e, i) => {
            const body = (
              <>
                {/* The tour's own demo credentials: a lesson shows every header it sent. */}
                <ExchangeView
                  label={e.label}
                  note={tourNote(e.exchange, e.note)}
                  record={recordOfLive(e.exchange, `example-${i}`)}
                  revealSecrets
                  plainText
                  testId={`live-exchange-${i}`}
                />
                <p className="learn-run-link">
                  <a href={openInLive(e.exchange.recorded.request)} data-testid="open-in-live">
                    Open this request in Live (it is filled in, not sent)
                  </a>
                </p>
              </>
            );
            return i === 0 ? (
              <div key={i}>{body}</div>
            ) : (
              <details key={i} className="learn-more" data-testid="more-exchange">
                <summary>Also: {e.label}</summary>
                {body}
              </details>
            );
          })}
          <div className="learn-buttons">
            <button type="button" onClick={onRetry} data-testid="live-rerun">
              Run these exchanges again
            </button>
          </div>
        </>
      )}
    </section>
  );
}

/** Said when /demo/mcp does not answer JSON-RPC (a static build without the app server, for one). */
export function DemoUnreachable({ reason, onRetry }: { reason: string; onRetry: () => void }) {
  return (
    <div className="learn-unreachable" role="status" data-testid="demo-unreachable">
      <p>
        <strong>Demo server not reachable.</strong> This step talks to the MCP demo server the app serves at{' '}
        <code>/demo/mcp</code>, and it did not answer: {reason}.
      </p>
      <p className="muted">
        Start the inspector with <code>{startCommand()}</code>, which serves the demo server, then try again. The
        explanation above still applies.
      </p>
      <button type="button" onClick={onRetry} data-testid="demo-retry">
        Try again
      </button>
    </div>
  );
}
