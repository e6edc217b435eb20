import type { PreStepOutcome } from './model/pre-step';

/** What ExMCP's tool_result / tool_error_result made of the pasted term, before Conduit shapes it. */
export function IntermediatePanel({ intermediate }: { intermediate: PreStepOutcome }) {
  return (
    <details className="panel intermediate" open data-testid="intermediate">
      <summary>ExMCP intermediate (what the Conduit shaper receives as {'{:ok, map}'})</summary>
      <div className="two-col">
        <pre aria-label="Intermediate as Elixir">{intermediate.elixir}</pre>
        <pre aria-label="Intermediate as JSON">{intermediate.json}</pre>
      </div>
    </details>
  );
}
