import { revealInvisible, type ModernView } from '../../../src/index';

const pretty = (value: unknown) => JSON.stringify(value, null, 2);
const shown = (value: unknown) => (value === undefined ? '' : revealInvisible(JSON.stringify(value).slice(0, 200)));

/**
 * The 2026-07-28 view of one legacy exchange (`modernViewOf`): the status and cache hints it would
 * need, each difference from what the server sent, and the request and answer a 2026-07-28 pair
 * would exchange. Props in, nothing out: Live and Tap place it beside a legacy exchange.
 */
export function ModernViewDetails({ view }: { view: Extract<ModernView, { kind: 'view' }> }) {
  const hints = view.modern.cache.hints;
  return (
    <>
      <p data-testid="modern-view-status">
        HTTP {view.sentStatus} sent; 2026-07-28: HTTP {view.modern.httpStatus}
        {hints ? ` · cache hints ttlMs ${hints.ttlMs}, ${hints.scope}` : ' · no cache hints'}
      </p>
      <table className="legacy-diff" data-testid="modern-view-diff">
        <thead>
          <tr>
            <th>where</th>
            <th>change</th>
            <th>the server sent</th>
            <th>2026-07-28</th>
            <th>why</th>
          </tr>
        </thead>
        <tbody>
          {view.differences.map((d) => (
            <tr key={`${d.pointer}-${d.change}`} data-testid="modern-view-difference">
              <td>
                <code>{d.pointer || '(HTTP status)'}</code>
              </td>
              <td>{d.change}</td>
              <td>
                <code>{shown(d.legacy)}</code>
              </td>
              <td>
                <code>{shown(d.modern)}</code>
              </td>
              <td>{d.why}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <details>
        <summary>The 2026-07-28 request and answer</summary>
        <pre className="mono" data-testid="modern-view-request">
          {revealInvisible(pretty(view.request))}
        </pre>
        <pre className="mono" data-testid="modern-view-response">
          {revealInvisible(pretty(view.modern.response))}
        </pre>
      </details>
    </>
  );
}
