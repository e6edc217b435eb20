import { CodeEditor, modelUri, type EditorCommand } from '../../../editor';
import { EditorPanel } from '../../../ui/editor-panel';
import { SpecLink } from '../../../ui/spec-link';
import type { ShapedCase } from '../model/types';
import { differenceAnnotations, fitHeight } from './view-helpers';

const brief = (v: unknown) => {
  if (v === undefined) return '—';
  const s = JSON.stringify(v);
  return s.length > 60 ? `${s.slice(0, 57)}…` : s;
};

/** The legacy and the modern response the library made for one handler result, and what differs. */
export function SideBySide({
  shaped,
  name,
  theme,
  commands,
}: {
  shaped: ShapedCase;
  /** Unique on the page: names the editor models. */
  name: string;
  theme: 'light' | 'dark';
  commands?: readonly EditorCommand[];
}) {
  const { modern, legacy, legacyText, modernText, differences } = shaped;
  const height = fitHeight(modernText, legacyText);
  return (
    <div className="learn-side-by-side" data-testid={`${name}-side-by-side`}>
      <div className="learn-two">
        <EditorPanel
          title={`Legacy 2025-11-25 · ${legacy.form === 'none' ? 'no such answer' : `HTTP ${legacy.httpStatus}`}`}
          size="small"
          above={
            legacy.form !== 'none' && (
              <>
                {legacy.request && (
                  <pre className="learn-pre" data-testid={`${name}-legacy-request`}>
                    {JSON.stringify(legacy.request)}
                  </pre>
                )}
                {legacy.note && (
                  <p className="learn-legacy-note" data-testid={`${name}-legacy-note`}>
                    {legacy.note}
                  </p>
                )}
              </>
            )
          }
          editor={
            legacyText !== null && (
              <CodeEditor
                modelUri={modelUri('learn', `${name}-legacy.json`)}
                value={legacyText}
                language="json"
                readOnly
                theme={theme}
                ariaLabel="Legacy response"
                testId={`${name}-legacy`}
                annotations={differenceAnnotations(differences, 'legacy')}
                height={height}
                commands={commands}
              />
            )
          }
          fallback={
            <p className="not-representable" data-testid={`${name}-legacy-none`}>
              {legacy.form === 'none' ? legacy.reason : ''}
            </p>
          }
        />
        <EditorPanel
          title={`Modern 2026-07-28 · HTTP ${modern.httpStatus}`}
          size="small"
          editor={
            <CodeEditor
              modelUri={modelUri('learn', `${name}-modern.json`)}
              value={modernText}
              language="json"
              readOnly
              theme={theme}
              ariaLabel="Modern response"
              testId={`${name}-modern`}
              annotations={differenceAnnotations(differences, 'modern')}
              height={height}
              commands={commands}
            />
          }
        />
      </div>
      {differences.length > 0 && (
        <ol className="diff-list" data-testid={`${name}-differences`} aria-label="What changed">
          {differences.map((d) => (
            <li key={`${d.pointer}:${d.change}`} className={`diff-${d.change}`}>
              <code>{d.pointer || '(HTTP status)'}</code> <strong>{d.change}</strong>{' '}
              <span className="diff-values">
                {brief(d.legacy)} → {brief(d.modern)}
              </span>{' '}
              {d.why} <SpecLink url={d.url}>spec</SpecLink>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
