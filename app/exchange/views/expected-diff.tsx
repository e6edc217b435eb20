import { diffLines } from 'diff';
import { useMemo } from 'react';

/** "Sent vs expected": a line diff of the server's answer against what a conforming server would send. */
export function ExpectedDiff({ sent, expected }: { sent: string; expected: string | null }) {
  const parts = useMemo(() => (expected === null ? [] : diffLines(sent, expected)), [sent, expected]);
  if (expected === null) return <p className="muted">No conforming answer could be derived for this exchange.</p>;
  if (parts.every((p) => !p.added && !p.removed))
    return <p data-testid="expected-same">The answer is what a conforming server would send.</p>;
  return (
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
  );
}
