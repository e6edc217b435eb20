import { verdictOf, verdictWords } from '../../../../src/index';
import { readable } from '../../../exchange/model/body';
import '../../../exchange/views/exchange.css';
import { FindingsList } from '../../../ui/findings-list';
import type { LiveExchange } from '../model/live/demo-client';
import { formatHeaders } from './view-helpers';

/** The headers a lesson is about: the content type and the MCP ones (the rest sits behind a click). */
function protocolHeaders(headers: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => /^(content-type|mcp-)/i.test(name)));
}

/** One real exchange with the demo server: request, response and the checker's verdict, all shown as text. */
export function ExchangeView({
  label,
  note,
  exchange,
  testId,
}: {
  label: string;
  note?: string;
  exchange: LiveExchange;
  testId?: string;
}) {
  const { request, response } = exchange.recorded;
  // The tour's own cut of a stream is not the server's fault: the verdict is the findings'.
  const verdict = verdictOf(exchange.findings);
  return (
    <article className="learn-exchange" data-testid={testId} data-status={response.status} aria-label={label}>
      <h4>
        {label}{' '}
        <span className={`verdict-chip verdict-${verdict}`} data-testid="exchange-verdict">
          {verdictWords(verdict, exchange.findings)}
        </span>
      </h4>
      {note && <p className="muted">{note}</p>}
      <div className="learn-two">
        <div>
          <p className="learn-case-label">Request</p>
          <pre className="learn-pre" data-testid="exchange-request">
            {`POST ${request.url}\n${formatHeaders(request.headers)}\n\n${readable(request.body)}`}
          </pre>
        </div>
        <div>
          <p className="learn-case-label">
            Response: HTTP <span data-testid="exchange-status">{response.status}</span>
            {exchange.recorded.aborted ? ' (the tour stopped reading the stream here)' : ''}
          </p>
          <pre className="learn-pre" data-testid="exchange-response">
            {`${formatHeaders(protocolHeaders(response.headers))}\n\n${readable(response.body)}`}
          </pre>
          <details>
            <summary className="muted">All {Object.keys(response.headers).length} response headers</summary>
            <pre className="learn-pre">{formatHeaders(response.headers)}</pre>
          </details>
        </div>
      </div>
      {exchange.findings.length > 0 ? (
        <FindingsList findings={exchange.findings} testId="exchange-findings" />
      ) : (
        <p className="muted">The checker finds nothing wrong with this exchange.</p>
      )}
    </article>
  );
}
