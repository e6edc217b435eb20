import type { ShapeStep } from '../../../src/index';
import {
  CodeEditor,
  MODEL_URIS,
  type EditorAnnotation,
  type EditorCommand,
  type EditorDiagnostic,
  type EditorHover,
} from '../../editor';
import { GhostLines } from '../../editor/ghost-lines';
import { CopyButton } from '../../ui/copy-button';
import { EditorPanel } from '../../ui/editor-panel';
import { stepAnnotations } from './model/annotations';
import type { PreviewOk } from './model/compute-preview';
import { removedGhosts } from './model/removed-ghosts';
import { DecisionLink } from './views/decision-link';
import { StaleMark } from './views/stale-note';
import { shapingStepsLabel } from './model/steps-label';

const SOURCE_LABEL = { spec: 'Specification', seed: 'Seed documentation' } as const;
const LINE_PX = 19;

/** A shaping step's hover as data; the editor escapes it (summaries quote the input). */
function stepHover(step: ShapeStep): EditorHover {
  const { reason } = step;
  return {
    title: step.action,
    paragraphs: [
      step.summary,
      `${reason.text}${reason.rule ? ` (${reason.rule}${reason.source === 'decision' ? ', see docs/decisions.md' : ''})` : ''}`,
    ],
    link: {
      label: SOURCE_LABEL[reason.source as keyof typeof SOURCE_LABEL] ?? 'Decision / specification',
      url: reason.url,
    },
  };
}

/**
 * Every step but removals as a highlight on its member. A removed member is not in the text: it is drawn as a
 * ghost line where it was (removedGhosts), so kept and added members are never struck through.
 */
function annotationsOf(steps: readonly ShapeStep[]): EditorAnnotation[] {
  return stepAnnotations(steps).flatMap((annotation, index) => {
    const step = steps[index];
    return step && step.action !== 'removed'
      ? [{ pointer: annotation.pointer, kind: annotation.kind, hover: stepHover(step) }]
      : [];
  });
}

/** The shaped modern response, every touched member highlighted with why, and the checker's findings as markers. */
export function ResponsePanel({
  preview,
  diagnostics,
  theme,
  stale,
  commands,
}: {
  preview: PreviewOk;
  /** The verdict's findings on this text (`findingDiagnostics(verdict.findings)`). */
  diagnostics?: readonly EditorDiagnostic[];
  theme: 'light' | 'dark';
  /** What the shown preview is stale against, or null when it is current. */
  stale: string | null;
  commands?: readonly EditorCommand[];
}) {
  const steps = preview.modern.steps;
  const ghosts = removedGhosts(steps);
  // Tall enough for the whole response (ghost lines included), never taller than the viewport allows.
  const lines = lineCount(preview.modernText) + ghosts.length;
  const height = `min(${(lines + 1) * LINE_PX + 8}px, calc(100vh - 9rem))`;
  const actions = (
    <>
      {stale !== null && <StaleMark against={stale} />}
      <CopyButton label="Copy" text={() => preview.modernText} testId="copy-response" />
      <button
        type="button"
        className="button-small"
        onClick={() => download('modern-response.json', preview.modernText)}
        data-testid="download-response"
      >
        Download
      </button>
    </>
  );
  return (
    <EditorPanel
      title="Modern response (2026-07-28)"
      ariaLabel="Modern response"
      testId="response-panel"
      actions={actions}
      above={
        <ul className="legend" aria-label="Highlight legend">
          <li className="legend-added">added</li>
          <li className="legend-replaced">replaced / rewritten</li>
          <li className="legend-removed" title="Drawn between the lines, struck through; not part of the text">
            − removed (ghost line)
          </li>
          <li className="legend-kept">kept on purpose</li>
        </ul>
      }
      editor={
        <div className={stale !== null ? 'response-editor is-stale' : 'response-editor'}>
          <CodeEditor
            modelUri={MODEL_URIS.response}
            value={preview.modernText}
            language="json"
            readOnly
            theme={theme}
            ariaLabel="Shaped modern response"
            testId="modern-response"
            annotations={annotationsOf(steps)}
            diagnostics={diagnostics}
            commands={commands}
            height={height}
          />
          <GhostLines modelUri={MODEL_URIS.response} testId="modern-response" ghosts={ghosts} />
        </div>
      }
    >
      <details className="steps" data-testid="steps">
        <summary>{shapingStepsLabel(steps.length)}</summary>
        <ol>
          {steps.map((s, i) => (
            <li key={i}>
              <code>{s.pointer || '/'}</code> <strong>{s.action}</strong>: {s.summary}{' '}
              {s.reason.source === 'decision' && s.reason.rule && /^D\d$/.test(s.reason.rule) ? (
                <DecisionLink id={s.reason.rule} />
              ) : (
                <a href={s.reason.url} target="_blank" rel="noreferrer noopener">
                  {s.reason.rule ?? s.reason.source}
                </a>
              )}
            </li>
          ))}
        </ol>
      </details>
    </EditorPanel>
  );
}

// Counting, not splitting: a 10 MB response split into lines cost its render half a second.
function lineCount(text: string): number {
  let count = 1;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) count++;
  return count;
}

function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
