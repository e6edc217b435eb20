import type { EraDifference, LegacyOutcome } from '../../../src/index';
import { CodeEditor, MODEL_URIS, type EditorCommand } from '../../editor';
import { CopyButton } from '../../ui/copy-button';
import { EditorPanel } from '../../ui/editor-panel';
import { SpecLink } from '../../ui/spec-link';

const show = (v: unknown) => {
  if (v === undefined) return '—';
  const s = JSON.stringify(v);
  return s.length > 80 ? s.slice(0, 77) + '…' : s;
};

/** The 2025-11-25 response for the same input and one sentence per difference from the modern one. */
export function LegacyPanel({
  legacy,
  legacyText,
  differences,
  theme,
  commands,
}: {
  legacy: LegacyOutcome;
  legacyText: string | null;
  differences: EraDifference[];
  theme: 'light' | 'dark';
  commands?: readonly EditorCommand[];
}) {
  return (
    <EditorPanel
      title="Legacy (2025-11-25)"
      ariaLabel="Legacy response and differences"
      size="small"
      actions={legacyText !== null && <CopyButton label="Copy" text={() => legacyText} testId="copy-legacy" />}
      editor={
        legacy.representable &&
        legacyText !== null && (
          <CodeEditor
            modelUri={MODEL_URIS.legacy}
            value={legacyText}
            language="json"
            readOnly
            theme={theme}
            ariaLabel="Legacy response"
            testId="legacy-response"
            commands={commands}
          />
        )
      }
      fallback={
        <p className="not-representable" data-testid="legacy-none">
          {'reason' in legacy ? legacy.reason : ''}
        </p>
      }
    >
      <h3>What changed in 2026-07-28</h3>
      {differences.length === 0 ? (
        <p className="muted" data-testid="diff-empty">
          {legacy.representable ? 'No difference: both eras send the same response.' : 'Nothing to compare.'}
        </p>
      ) : (
        <ol className="diff-list" data-testid="era-diff">
          {differences.map((d) => (
            <li key={`${d.pointer}:${d.change}`} className={`diff-${d.change}`}>
              <code>{d.pointer || '(HTTP status)'}</code> <strong>{d.change}</strong>{' '}
              <span className="diff-values">
                {show(d.legacy)} → {show(d.modern)}
              </span>
              <p>
                {d.why} <SpecLink url={d.url}>spec</SpecLink>
              </p>
            </li>
          ))}
        </ol>
      )}
    </EditorPanel>
  );
}
