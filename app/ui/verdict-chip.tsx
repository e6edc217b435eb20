import { verdictWords, type Finding, type Verdict } from '../../src/index';
import './verdict-chip.css';

/**
 * An exchange's verdict as every screen shows it: the library's words (`verdictWords`) in one chip
 * style, coloured by the verdict. `words` replaces the words where a screen judges more than one
 * exchange (a whole scan's verdict), keeping the same chip.
 */
export function VerdictChip({
  verdict,
  findings = [],
  words,
  testId,
}: {
  verdict: Verdict;
  findings?: readonly Pick<Finding, 'severity'>[];
  words?: string;
  testId?: string;
}) {
  return (
    <span className={`verdict-chip verdict-chip--${verdict}`} data-testid={testId} data-verdict={verdict}>
      {words ?? verdictWords(verdict, findings)}
    </span>
  );
}
