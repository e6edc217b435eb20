import type { PreviewOk } from './model/compute-preview';
import { stepAnnotations } from './model/annotations';
import { CodeEditor, type EditorAnnotation } from '../../editor';
import { CopyButton } from '../../ui/copy-button';

/** The shaped modern response, every touched member highlighted with why. */
export function ResponsePanel({
  preview,
  extraAnnotations,
  theme,
  stale,
}: {
  preview: PreviewOk;
  extraAnnotations: EditorAnnotation[];
  theme: 'light' | 'dark';
  stale: boolean;
}) {
  const annotations: EditorAnnotation[] = [...stepAnnotations(preview.modern.steps), ...extraAnnotations];
  return (
    <section className="panel panel-grow" aria-label="Modern response">
      <header className="panel-header">
        <h2>Modern response (2026-07-28)</h2>
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
      </header>
      <ul className="legend" aria-label="Highlight legend">
        <li className="legend-added">added</li>
        <li className="legend-replaced">replaced / rewritten</li>
        <li className="legend-removed">removed (on parent)</li>
        <li className="legend-kept">kept on purpose</li>
      </ul>
      <div className="editor-box">
        <CodeEditor
          modelUri="inmemory://playground/modern-response.json"
          value={preview.modernText}
          language="json"
          readOnly
          theme={theme}
          ariaLabel="Shaped modern response"
          testId="modern-response"
          annotations={annotations}
        />
      </div>
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
    </section>
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
