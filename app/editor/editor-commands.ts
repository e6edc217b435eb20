import { getEditorPreferences, setEditorPreferences } from './preferences';
import type { EditorCommand } from './types';

/**
 * The editor's own commands: every editor binds them, and the shell lists them in help (and may bind
 * them page-wide). Alt+Z is VS Code's wrap key; Ctrl+M its Tab-moves-focus key (Control on every platform).
 */
export const EDITOR_COMMANDS: readonly EditorCommand[] = [
  {
    id: 'editor.toggleWordWrap',
    label: 'Wrap long lines in the editors, or stop wrapping (on at first)',
    keys: ['Alt+KeyZ'],
    run: () => setEditorPreferences({ wordWrap: !getEditorPreferences().wordWrap }),
  },
  {
    id: 'editor.toggleTabMovesFocus',
    label: 'Tab leaves the editor (Shift+Tab goes back); this key switches Tab to indenting, and back',
    keys: ['Control+KeyM'],
    run: () => setEditorPreferences({ tabMovesFocus: !getEditorPreferences().tabMovesFocus }),
  },
];

/** The commands an editor binds: its own first, then the caller's (a caller's command with the same id wins). */
export function withEditorCommands(commands: readonly EditorCommand[]): readonly EditorCommand[] {
  const ids = new Set(commands.map((c) => c.id));
  return [...EDITOR_COMMANDS.filter((c) => !ids.has(c.id)), ...commands];
}
