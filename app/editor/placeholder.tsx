import { useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { handOffCaret } from './handoff';
import { shortcutFor } from './shortcuts';
import type { CodeEditorProps } from './types';

// A <pre> with megabytes of text costs a long layout; Monaco shows the rest moments later.
const PRE_LIMIT = 1_000_000;

/** What shows until Monaco arrives: a working textarea, or a <pre> for read-only text. */
export function EditorPlaceholder(props: CodeEditorProps) {
  const { modelUri, value, readOnly, onChange, onAction, ariaLabel, testId, theme, height } = props;
  const style = height ? { height } : undefined;
  const textarea = useRef<HTMLTextAreaElement>(null);

  // Layout cleanups run before React removes the node, so focus is still readable here.
  useLayoutEffect(() => {
    const node = textarea.current;
    return () => {
      if (node && document.activeElement === node)
        handOffCaret(modelUri, { start: node.selectionStart, end: node.selectionEnd });
    };
  }, [modelUri]);

  const className = `si-editor-placeholder si-editor-placeholder--${theme}`;
  if (readOnly) {
    const shown =
      value.length > PRE_LIMIT
        ? `${value.slice(0, PRE_LIMIT)}\n… (${value.length - PRE_LIMIT} more characters)`
        : value;
    return (
      <pre
        className={className}
        style={style}
        data-testid={testId}
        role="textbox"
        aria-readonly="true"
        aria-multiline="true"
        aria-label={ariaLabel}
        tabIndex={0}
      >
        {shown}
      </pre>
    );
  }
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    const action = onAction ? shortcutFor(event) : undefined;
    if (!action || !onAction) return;
    event.preventDefault();
    onAction(action);
  };
  return (
    <textarea
      ref={textarea}
      className={className}
      style={style}
      data-testid={testId}
      aria-label={ariaLabel}
      value={value}
      spellCheck={false}
      autoCapitalize="off"
      autoComplete="off"
      onChange={(event) => onChange?.(event.target.value)}
      onKeyDown={onKeyDown}
    />
  );
}
