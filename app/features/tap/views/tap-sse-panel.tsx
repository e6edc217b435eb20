import type { TapRecord } from '../../../server/tap/protocol';

/**
 * Under an HTTP+SSE exchange (2024-11-05): for the GET stream, the endpoint the server named and the
 * tap's path the client was given instead; for a POSTed request, its answer as it arrived on the
 * stream (joined by JSON-RPC id), or why none is joined.
 */
export function TapSsePanel({ record, onSelect }: { record: TapRecord; onSelect: (id: string) => void }) {
  const sse = record.sse;
  if (!sse) return null;
  if (sse.endpoint)
    return (
      <p className="tap-sse-line" data-testid="tap-sse-endpoint">
        HTTP+SSE stream: the server’s endpoint event named <code>{sse.endpoint.server}</code>; the tap gave the client{' '}
        <code>{sse.endpoint.tap}</code> instead, so its POSTs cross the tap (this record keeps the event as the server
        sent it).
      </p>
    );
  const stream = (
    <button type="button" className="link-button" onClick={() => onSelect(sse.stream)}>
      the GET stream
    </button>
  );
  if (sse.answer)
    return (
      <section className="tap-sse-answer" data-testid="tap-sse-answer" aria-label="The answer from the HTTP+SSE stream">
        <h3>The answer, from the HTTP+SSE stream</h3>
        <p className="muted">
          HTTP+SSE answers a POSTed request with 202; its JSON-RPC answer arrives on {stream} and is joined to it by id.
        </p>
        <pre>{JSON.stringify(sse.answer, null, 2)}</pre>
      </section>
    );
  if (sse.problem)
    return (
      <p className="tap-sse-line muted" data-testid="tap-sse-problem">
        {sse.problem} ({stream})
      </p>
    );
  return null;
}
