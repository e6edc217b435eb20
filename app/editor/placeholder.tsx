import { useLayoutEffect, useRef, useSyncExternalStore, type KeyboardEvent } from 'react';
import { withEditorCommands } from './editor-commands';
import { handOffCaret } from './handoff';
import { commandForKey, typesCharacter } from './keys';
import { getEditorPreferences, subscribeEditorPreferences } from './preferences';
import type { CodeEditorProps } from './types';

// A <pre> with megabytes of text costs a long layout; Monaco shows the rest moments later.
const PRE_LIMIT = 1_000_000;

/** What shows until Monaco arrives: a working textarea, or a <pre> for read-only text; same keys as the editor. */
export function EditorPlaceholder(props: CodeEditorProps) {
  const { modelUri, value, readOnly, onChange, commands = [], ariaLabel, testId, theme, height } = props;
  const { wordWrap } = useSyncExternalStore(subscribeEditorPreferences, getEditorPreferences);
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

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const command = commandForKey(event.nativeEvent, withEditorCommands(commands));
    if (command) {
      event.preventDefault();
      event.stopPropagation();
      command.run();
    } else if (typesCharacter(event)) event.stopPropagation();
  };
  const className = `si-editor-placeholder si-editor-placeholder--${theme}${wordWrap ? ' si-editor-placeholder--wrap' : ''}`;
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
        onKeyDown={onKeyDown}
      >
        {shown}
      </pre>
    );
  }
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
