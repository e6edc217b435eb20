import type { ShapeStep } from '../../../src/index';
import {
  CodeEditor,
  MODEL_URIS,
  type EditorAnnotation,
  type EditorCommand,
  type EditorDiagnostic,
  type EditorHover,
} from '../../editor';
import { CopyButton } from '../../ui/copy-button';
import { EditorPanel } from '../../ui/editor-panel';
import { stepAnnotations } from './model/annotations';
import type { PreviewOk } from './model/compute-preview';

const SOURCE_LABEL = { spec: 'Specification', seed: 'Seed documentation' } as const;

/** A shaping step's hover as data; the editor escapes it (summaries quote the input). */
function stepHover(step: ShapeStep): EditorHover {
  const { reason } = step;
  return {
    title: step.action,
    paragraphs: [step.summary, `${reason.text}${reason.rule ? ` (${reason.rule})` : ''}`],
    link: {
      label: SOURCE_LABEL[reason.source as keyof typeof SOURCE_LABEL] ?? 'Decision / specification',
      url: reason.url,
    },
  };
}

/** Every step as a highlight: stepAnnotations places them (a removed member marks its parent). */
function annotationsOf(steps: readonly ShapeStep[]): EditorAnnotation[] {
  return stepAnnotations(steps).flatMap((annotation, index) => {
    const step = steps[index];
    return step ? [{ pointer: annotation.pointer, kind: annotation.kind, hover: stepHover(step) }] : [];
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
  stale: boolean;
  commands?: readonly EditorCommand[];
}) {
  const actions = (
    <>
      {stale && (
        <span
          className="stale"
          data-testid="stale-badge"
          title="The input has an error; this is the last good preview."
        >
          last good preview
        </span>
      )}
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
      actions={actions}
      above={
        <ul className="legend" aria-label="Highlight legend">
          <li className="legend-added">added</li>
          <li className="legend-replaced">replaced / rewritten</li>
          <li className="legend-removed">removed (on parent)</li>
          <li className="legend-kept">kept on purpose</li>
        </ul>
      }
      editor={
        <CodeEditor
          modelUri={MODEL_URIS.response}
          value={preview.modernText}
          language="json"
          readOnly
          theme={theme}
          ariaLabel="Shaped modern response"
          testId="modern-response"
          annotations={annotationsOf(preview.modern.steps)}
          diagnostics={diagnostics}
          commands={commands}
        />
      }
    >
      <details className="steps" data-testid="steps">
        <summary>{preview.modern.steps.length} shaping steps</summary>
        <ol>
          {preview.modern.steps.map((s, i) => (
            <li key={i}>
              <code>{s.pointer || '/'}</code> <strong>{s.action}</strong>: {s.summary}{' '}
              <a href={s.reason.url} target="_blank" rel="noreferrer noopener">
                {s.reason.rule ?? s.reason.source}
              </a>
            </li>
          ))}
        </ol>
      </details>
    </EditorPanel>
  );
}

function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
