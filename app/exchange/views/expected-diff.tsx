import { diffLines } from 'diff';
import { useMemo } from 'react';
import { compareJson } from '../../../src/index';

/**
 * "Sent vs expected": the server's answer against what a conforming server would send, compared by meaning
 * (member order and `1.0` vs `1` are no difference); the line diff shows only when the meaning differs.
 */
export function ExpectedDiff({ sent, expected }: { sent: string; expected: string | null }) {
  const verdict = useMemo(
    () => (expected === null ? null : compareJson({ text: expected }, { text: sent })),
    [sent, expected],
  );
  const parts = useMemo(
    () => (expected === null || verdict?.kind !== 'different' ? [] : diffLines(sent, expected)),
    [sent, expected, verdict],
  );
  if (expected === null || verdict === null)
    return <p className="muted">No conforming answer could be derived for this exchange.</p>;
  if (verdict.kind === 'identical')
    return (
      <p data-testid="expected-same" data-compare="identical">
        The answer is what a conforming server would send.
      </p>
    );
  if (verdict.kind === 'reordered')
    return (
      <p data-testid="expected-same" data-compare="reordered">
        The answer is identical apart from member order
        {verdict.reordered.length > 0 && ` (in ${verdict.reordered.map((p) => p || 'the top level').join(', ')})`}.
      </p>
    );
  if (verdict.kind === 'unreadable')
    return (
      <p className="muted" data-testid="expected-unreadable" data-compare="unreadable">
        The {verdict.side === 'actual' ? 'answer' : 'expected answer'} is not JSON, so it cannot be compared by meaning:{' '}
        {verdict.message}
      </p>
    );
  return (
    <>
      <ul className="expected-differences" data-testid="expected-differences" data-compare="different">
        {verdict.differences.slice(0, 20).map((d) => (
          <li key={`${d.change}${d.pointer}`}>
            <code>{d.pointer || '(top level)'}</code> {CHANGE_WORDS[d.change]}
          </li>
        ))}
        {verdict.differences.length > 20 && <li>…and {verdict.differences.length - 20} more</li>}
      </ul>
      <pre className="expected-diff mono" data-testid="expected-diff" aria-label="Sent (−) versus expected (+)">
        {parts.map((part, i) => (
          <span key={i} className={part.added ? 'diff-added' : part.removed ? 'diff-removed' : 'diff-same'}>
            {part.value
              .replace(/\n$/, '')
              .split('\n')
              .map((line) => `${part.added ? '+' : part.removed ? '−' : ' '} ${line}`)
              .join('\n') + '\n'}
          </span>
        ))}
      </pre>
    </>
  );
}

const CHANGE_WORDS = {
  added: 'is in the answer but not expected',
  removed: 'is expected but missing from the answer',
  changed: 'holds another value than expected',
} as const;
