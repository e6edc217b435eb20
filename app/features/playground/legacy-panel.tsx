import { useState } from 'react';
import type { EraDifference, LegacyOutcome } from '../../../src/index';
import { CodeEditor, DiffEditor, MODEL_URIS, modelUri, type EditorCommand } from '../../editor';
import { CopyButton } from '../../ui/copy-button';
import { EditorPanel } from '../../ui/editor-panel';
import { SpecLink } from '../../ui/spec-link';
import { groupByReason } from './model/group-differences';
import { StaleMark } from './views/stale-note';

const DIFF_URIS = {
  legacy: modelUri('playground', 'diff-legacy.json'),
  modern: modelUri('playground', 'diff-modern.json'),
} as const;

const show = (v: unknown) => {
  if (v === undefined) return '—';
  const s = JSON.stringify(v);
  return s.length > 80 ? s.slice(0, 77) + '…' : s;
};

/**
 * The 2025-11-25 response for the same input and one sentence per reason for the differences from the modern one; the
 * "Side by side" view shows both responses in Monaco's diff editor beside the sentences.
 */
export function LegacyPanel({
  legacy,
  legacyText,
  modernText = '',
  differences,
  theme,
  commands,
  stale = null,
}: {
  legacy: LegacyOutcome;
  legacyText: string | null;
  /** The modern response, for the side-by-side view. */
  modernText?: string;
  differences: EraDifference[];
  theme: 'light' | 'dark';
  commands?: readonly EditorCommand[];
  /** What the shown preview is stale against, or null when it is current. */
  stale?: string | null;
}) {
  const [view, setView] = useState<'legacy' | 'diff'>('legacy');
  const text = legacyText ?? '';
  const representable = legacy.representable && legacyText !== null;
  const diffShown = view === 'diff' && representable;
  const toggle = representable && (
    <span className="view-toggle" role="group" aria-label="Legacy view">
      <button
        type="button"
        aria-pressed={view === 'legacy'}
        onClick={() => setView('legacy')}
        data-testid="legacy-view-response"
      >
        Legacy response
      </button>
      <button
        type="button"
        aria-pressed={view === 'diff'}
        onClick={() => setView('diff')}
        data-testid="legacy-view-diff"
      >
        Side by side with modern
      </button>
    </span>
  );
  const sentences = (
    <div className="era-sentences">
      <h3>What changed in 2026-07-28</h3>
      {differences.length === 0 ? (
        <p className="muted" data-testid="diff-empty">
          {legacy.representable ? 'No difference: both eras send the same response.' : 'Nothing to compare.'}
        </p>
      ) : (
        <ol className="diff-list" data-testid="era-diff">
          {groupByReason(differences).map((group) => (
            <li key={group.why}>
              {group.differences.map((d) => (
                <div key={`${d.pointer}:${d.change}`} className={`diff-${d.change}`} data-testid="diff-member">
                  <code>{d.pointer || '(HTTP status)'}</code> <strong>{d.change}</strong>{' '}
                  <span className="diff-values">
                    {show(d.legacy)} → {show(d.modern)}
                  </span>
                </div>
              ))}
              <p>
                {group.why} <SpecLink url={group.url}>spec</SpecLink>
              </p>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
  return (
    <EditorPanel
      title="Legacy (2025-11-25)"
      ariaLabel="Legacy response and differences"
      testId="legacy-panel"
      size={diffShown ? 'grow' : 'small'}
      actions={
        <>
          {stale !== null && <StaleMark against={stale} />}
          {toggle}
          {legacyText !== null && <CopyButton label="Copy" text={() => legacyText} testId="copy-legacy" />}
        </>
      }
      editor={
        representable &&
        !diffShown && (
          <div className={stale !== null ? 'legacy-editor is-stale' : 'legacy-editor'}>
            <CodeEditor
              modelUri={MODEL_URIS.legacy}
              value={text}
              language="json"
              readOnly
              theme={theme}
              ariaLabel="Legacy response"
              testId="legacy-response"
              commands={commands}
            />
          </div>
        )
      }
      fallback={
        diffShown ? (
          <div className={stale !== null ? 'era-side-by-side is-stale' : 'era-side-by-side'}>
            <div className="era-diff-editor">
              <DiffEditor
                originalUri={DIFF_URIS.legacy}
                modifiedUri={DIFF_URIS.modern}
                original={text}
                modified={modernText}
                originalLabel="2025-11-25 (legacy)"
                modifiedLabel="2026-07-28 (modern)"
                theme={theme}
                ariaLabel="Legacy and modern responses side by side"
                testId="era-diff-editor"
              />
            </div>
            {sentences}
          </div>
        ) : (
          <p className="not-representable" data-testid="legacy-none">
            {'reason' in legacy ? legacy.reason : ''}
          </p>
        )
      }
    >
      <div className={stale !== null ? 'is-stale' : undefined}>{!diffShown && sentences}</div>
    </EditorPanel>
  );
}
