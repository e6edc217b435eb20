import { answerText } from '../../../../exchange/model/body';
import { useInflightStore } from '../../../../exchange/state/inflight-store';
import { type ExchangeRecord } from '../../../../../src/index';
import { VerdictChip } from '../../../../ui/verdict-chip';

/** The rounds of one conversation, oldest first; each opens its exchange. */
export function RoundsList({ rounds, selectedId }: { rounds: readonly ExchangeRecord[]; selectedId: string | null }) {
  const select = useInflightStore((s) => s.actions.select);
  if (rounds.length < 2) return null;
  return (
    <ol className="mrtr-rounds" data-testid="conversation-rounds">
      {rounds.map((r) => (
        <li key={r.id} data-testid="conversation-round" data-verdict={r.verdict} data-method={r.rpcMethod}>
          <button
            type="button"
            className={`link-button${r.id === selectedId ? ' is-current' : ''}`}
            onClick={() => select(r.id)}
            aria-current={r.id === selectedId ? 'true' : undefined}
          >
            {r.rpcMethod}
          </button>{' '}
          <VerdictChip verdict={r.verdict} findings={r.findings} /> <span className="muted">{summary(r)}</span>
        </li>
      ))}
    </ol>
  );
}

function summary(r: ExchangeRecord): string {
  try {
    const message = JSON.parse(answerText(r.response)) as {
      result?: Record<string, unknown>;
      error?: { code?: unknown };
    };
    if (message.error) return `error ${String(message.error.code)}`;
    const result = message.result ?? {};
    return [result['resultType'], result['status']].filter((v) => typeof v === 'string').join(' · ');
  } catch {
    return r.response ? `HTTP ${r.response.status}` : 'no answer';
  }
}
