import { revealInvisible, type ExchangeRecord, type Outcome } from '../../../src/index';
import { VerdictChip } from '../../ui/verdict-chip';
import { OutcomeMark } from './outcome-mark';

/** The exchange's one line: status, method, timing, size, the verdict chip and the outcome mark. */
export function ExchangeSummary({ record, outcome }: { record: ExchangeRecord; outcome: Outcome }) {
  const { response, timing } = record;
  return (
    <header className="exchange-summary">
      <strong data-testid="live-status">{response ? `${response.status} ${response.statusText}` : 'no answer'}</strong>
      <span>{revealInvisible(record.rpcMethod) || '(not JSON-RPC)'}</span>
      <span className="muted">
        {timing.totalMs.toFixed(0)} ms
        {timing.firstByteMs !== undefined && ` (first byte ${timing.firstByteMs.toFixed(0)} ms)`}
      </span>
      <span className="muted">{response ? `${response.body.length.toLocaleString()} chars` : ''}</span>
      <VerdictChip verdict={record.verdict} findings={record.findings} testId="live-verdict" />
      <OutcomeMark outcome={outcome} testId="live-outcome" />
    </header>
  );
}
