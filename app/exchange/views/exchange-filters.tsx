import { VERDICTS, type Verdict } from '../../../src/index';

/** The verdicts a list of judged exchanges can be filtered by ('' = all). */
const CHOICES = ['', ...VERDICTS] as const;

/** Method and verdict filters for a list of judged exchanges (Live history, Tap traffic). */
export function ExchangeFilters({
  methods,
  method,
  verdict,
  onMethod,
  onVerdict,
  testIdPrefix,
}: {
  methods: readonly string[];
  method: string;
  verdict: Verdict | '';
  onMethod: (method: string) => void;
  onVerdict: (verdict: Verdict | '') => void;
  /** `history` gives `history-method` and `history-verdict`. */
  testIdPrefix: string;
}) {
  return (
    <>
      <select
        value={method}
        onChange={(e) => onMethod(e.target.value)}
        aria-label="Filter by method"
        data-testid={`${testIdPrefix}-method`}
      >
        <option value="">all methods</option>
        {methods.map((m) => (
          <option key={m}>{m}</option>
        ))}
      </select>
      <select
        value={verdict}
        onChange={(e) => onVerdict(e.target.value as Verdict | '')}
        aria-label="Filter by verdict"
        data-testid={`${testIdPrefix}-verdict`}
      >
        {CHOICES.map((v) => (
          <option key={v} value={v}>
            {v || 'all verdicts'}
          </option>
        ))}
      </select>
    </>
  );
}
