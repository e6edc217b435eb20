import type { PreStepOutcome } from './model/pre-step';
import { CLIENT_SAFE_RULE, type Redaction } from './model/redaction';
import { StaleMark } from './views/stale-note';

/** What ExMCP's tool_result / tool_error_result made of the pasted term, before Conduit shapes it. */
export function IntermediatePanel({
  intermediate,
  redaction = null,
  stale = null,
}: {
  intermediate: PreStepOutcome;
  /** What tool_error_result withheld from the client, when it redacted the reason. */
  redaction?: Redaction | null;
  /** What the shown preview is stale against, or null when it is current. */
  stale?: string | null;
}) {
  return (
    <details className="panel intermediate" open data-testid="intermediate">
      <summary>
        ExMCP intermediate (what the Conduit shaper receives as {'{:ok, map}'}){' '}
        {stale !== null && <StaleMark against={stale} />}
      </summary>
      <div className={stale !== null ? 'two-col is-stale' : 'two-col'}>
        <pre aria-label="Intermediate as Elixir">{intermediate.elixir}</pre>
        <pre aria-label="Intermediate as JSON">{intermediate.json}</pre>
      </div>
      {redaction && (
        <div className="redaction-note" data-testid="redaction-note">
          <p>
            <strong>Withheld from the client:</strong> <code>{redaction.withheld}</code>. Only the server log shows it:
            ExMCP logs <code>Tool execution failed: {redaction.withheld}</code> with Logger.error.
          </p>
          <p>
            <strong>Why:</strong> {redaction.why} {CLIENT_SAFE_RULE}
          </p>
        </div>
      )}
    </details>
  );
}
