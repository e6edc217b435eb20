import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { takeCaret } from '../../../app/editor/handoff';
import { EditorPlaceholder } from '../../../app/editor/placeholder';
import { getEditorPreferences, setEditorPreferences } from '../../../app/editor/preferences';
import type { CodeEditorProps } from '../../../app/editor/types';

afterEach(() => {
  cleanup();
  setEditorPreferences({ wordWrap: true, tabMovesFocus: true });
});

const props = (extra: Partial<CodeEditorProps> = {}): CodeEditorProps => ({
  modelUri: 'inmemory://test/placeholder.json',
  value: '{:ok, %{}}',
  language: 'elixir',
  theme: 'light',
  ariaLabel: 'Handler result',
  testId: 'handler-input',
  ...extra,
});

describe('EditorPlaceholder (before Monaco arrives)', () => {
  it('is a working textarea', () => {
    const onChange = vi.fn();
    render(<EditorPlaceholder {...props({ onChange })} />);
    fireEvent.change(screen.getByTestId('handler-input'), { target: { value: '{:ok, 1}' } });
    expect(onChange).toHaveBeenCalledWith('{:ok, 1}');
  });

  it('handles the same command keys as the editor, and the page does not run them twice', () => {
    const format = vi.fn();
    const onWindowKey = vi.fn();
    window.addEventListener('keydown', onWindowKey);
    render(
      <EditorPlaceholder
        {...props({ commands: [{ id: 'format', label: 'Format', keys: ['Shift+Alt+KeyF'], run: format }] })}
      />,
    );
    const event = new KeyboardEvent('keydown', {
      key: 'F',
      code: 'KeyF',
      shiftKey: true,
      altKey: true,
      bubbles: true,
      cancelable: true,
    });
    screen.getByTestId('handler-input').dispatchEvent(event);
    expect(format).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(true);
    expect(onWindowKey).not.toHaveBeenCalled();
    window.removeEventListener('keydown', onWindowKey);
  });

  it('keeps ? to itself, so the page never opens help while the user types', () => {
    const onWindowKey = vi.fn();
    window.addEventListener('keydown', onWindowKey);
    render(<EditorPlaceholder {...props()} />);
    fireEvent.keyDown(screen.getByTestId('handler-input'), { key: '?', code: 'Slash', shiftKey: true });
    expect(onWindowKey).not.toHaveBeenCalled();
    fireEvent.keyDown(screen.getByTestId('handler-input'), { key: 'F1', code: 'F1' });
    expect(onWindowKey).toHaveBeenCalledTimes(1);
    window.removeEventListener('keydown', onWindowKey);
  });

  it('runs the editor commands too: Alt+Z toggles wrapping, which the textarea follows', () => {
    render(<EditorPlaceholder {...props()} />);
    const area = screen.getByTestId('handler-input');
    expect(area.className).toContain('si-editor-placeholder--wrap');
    fireEvent.keyDown(area, { key: 'z', code: 'KeyZ', altKey: true });
    expect(getEditorPreferences().wordWrap).toBe(false);
    expect(area.className).not.toContain('si-editor-placeholder--wrap');
    act(() => setEditorPreferences({ wordWrap: true }));
    expect(area.className).toContain('si-editor-placeholder--wrap');
  });

  it('shows read-only text in a focusable pre', () => {
    render(<EditorPlaceholder {...props({ readOnly: true, value: '{"a": 1}' })} />);
    const pre = screen.getByTestId('handler-input');
    expect(pre.tagName).toBe('PRE');
    expect(pre.textContent).toBe('{"a": 1}');
    expect(pre.getAttribute('tabindex')).toBe('0');
  });

  it('hands its caret to Monaco when it goes while focused', () => {
    const { unmount } = render(<EditorPlaceholder {...props({ value: 'abcdef' })} />);
    const area = screen.getByTestId('handler-input') as HTMLTextAreaElement;
    area.focus();
    area.setSelectionRange(2, 4);
    unmount();
    expect(takeCaret('inmemory://test/placeholder.json')).toEqual({ start: 2, end: 4 });
  });
});
