import type { JsonObject } from '../../../../src/index';
import { InputRequestsForm } from '../mrtr/views/input-requests-form';
import { useLegacyStore, type PendingAsk } from './legacy-store';

/**
 * The server's own requests of this 2025-era session (sampling, elicitation, roots), each answered by
 * hand with the form Live uses for input_required; a request whose schema was hostile never gets here
 * (the session refused it with -32602 and says so among the problems).
 */
export function ServerAsks() {
  const asks = useLegacyStore((s) => s.asks);
  if (asks.length === 0) return null;
  return (
    <section className="legacy-asks" data-testid="legacy-asks" aria-label="The server asks">
      <h3>The server asks the client</h3>
      {asks.map((ask) => (
        <Ask key={ask.key} ask={ask} />
      ))}
    </section>
  );
}

function Ask({ ask }: { ask: PendingAsk }) {
  const key = String(ask.request.id);
  const inputRequests: JsonObject = { [key]: { method: ask.request.method, params: ask.request.params } };
  return (
    <div className="legacy-ask" data-testid="legacy-ask" data-method={ask.request.method}>
      <p className="muted">
        {ask.request.method} (request id <code>{key}</code>): a 2025-era server request, answered as a JSON-RPC response
        POSTed to the server. In 2026-07-28 the same question comes as input_required.
      </p>
      <InputRequestsForm
        inputRequests={inputRequests}
        onSend={async (responses) => ask.answer({ result: responses[key] as JsonObject })}
        submitLabel="Answer the server"
        testIds={{ form: 'legacy-ask-form', submit: 'legacy-ask-send' }}
      />
      <button
        type="button"
        className="button-small"
        onClick={() => ask.answer({ error: { code: -1, message: 'The user refused this request.' } })}
        data-testid="legacy-ask-refuse"
      >
        Refuse
      </button>
    </div>
  );
}
