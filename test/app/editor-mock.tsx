/**
 * A stand-in for app/editor in component tests (happy-dom cannot run Monaco's editor here). Use it with
 *   vi.mock('../../app/editor', () => import('./editor-mock'));
 * Each CodeEditor renders a <textarea> (editable) or a <pre> (readOnly) carrying the testId, the value
 * as its text, and data-annotations / data-diagnostics (JSON) to assert on. Keys pressed in it run the
 * `commands` (and the editor's own) through the real key matching; `reveal()` reaches it through the real
 * registry and records the revealed span in data-revealed. Everything else is the real module.
 */
import { useEffect, useRef } from 'react';
import type { CodeEditorProps, DiffEditorProps, JsonSchemaAttachment } from '../../app/editor';
import { withEditorCommands } from '../../app/editor/editor-commands';
import { commandForKey } from '../../app/editor/keys';
import { findingRange } from '../../app/editor/pointer-ranges';
import { registerEditor } from '../../app/editor/registry';

export { EDITOR_COMMANDS } from '../../app/editor/editor-commands';
export { findingDiagnostic, findingDiagnostics } from '../../app/editor/finding-diagnostics';
export { formatKeys } from '../../app/editor/keys';
export { MODEL_URIS, modelUri } from '../../app/editor/model-uris';
export { reveal } from '../../app/editor/registry';
export { TEST_HOOKS_FLAG } from '../../app/editor/test-hooks';
export type * from '../../app/editor';

/** No JSON language features without Monaco: the attachment is ready at once and does nothing. */
export function attachJsonSchema(): JsonSchemaAttachment {
  return { ready: Promise.resolve(), dispose() {} };
}

export function CodeEditor({
  modelUri,
  value,
  language,
  readOnly,
  onChange,
  diagnostics = [],
  annotations = [],
  commands = [],
  ariaLabel,
  testId,
  height,
}: CodeEditorProps) {
  const element = useRef<HTMLElement | null>(null);
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  });
  useEffect(
    () =>
      registerEditor(modelUri, {
        revealPointer(pointer, frame) {
          const span = findingRange(latest.current, pointer, frame);
          if (!span || !element.current) return false;
          element.current.dataset['revealed'] = `${span.start}-${span.end}`;
          element.current.focus();
          return true;
        },
      }),
    [modelUri],
  );
  const data = {
    'data-testid': testId,
    'data-model-uri': modelUri,
    'data-language': language,
    'data-editor-ready': 'true',
    'data-annotations': JSON.stringify(annotations.map(({ pointer, kind }) => ({ pointer, kind }))),
    'data-diagnostics': JSON.stringify(diagnostics),
    'aria-label': ariaLabel,
    style: height ? { height } : undefined,
    onKeyDown: (event: React.KeyboardEvent) => {
      const command = commandForKey(event.nativeEvent, withEditorCommands(commands));
      if (!command) return;
      event.preventDefault();
      command.run();
    },
  };
  if (readOnly)
    return (
      <pre {...data} tabIndex={0} ref={(node) => void (element.current = node)}>
        {value}
      </pre>
    );
  return (
    <textarea
      {...data}
      ref={(node) => void (element.current = node)}
      value={value}
      onChange={(event) => onChange?.(event.target.value)}
    />
  );
}

/** Nothing to load in tests. */
export function preloadEditor(): Promise<void> {
  return Promise.resolve();
}

/** The diff view as two plain texts carrying the testId. */
export function DiffEditor({ original, modified, testId, ariaLabel }: DiffEditorProps) {
  return (
    <div data-testid={testId} aria-label={ariaLabel}>
      <pre data-side="original">{original}</pre>
      <pre data-side="modified">{modified}</pre>
    </div>
  );
}
