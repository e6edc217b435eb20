import { useEffect, useRef } from 'react';
import { SHORTCUTS } from '../../editor';

/** Every shortcut: the editor's own (which also work outside it) plus the page's. */
export const PLAYGROUND_SHORTCUTS: readonly { keys: string; label: string }[] = [
  ...SHORTCUTS.map((s) => ({ keys: s.keys, label: s.action === 'help' ? `${s.label} (inside an editor)` : s.label })),
  { keys: '?', label: 'Show or hide this help (outside text fields)' },
  { keys: 'Esc', label: 'Close this help' },
  { keys: 'Ctrl/⌘+F', label: 'Find in an editor' },
  { keys: '← / →', label: 'Move the pane divider when it has focus' },
];

/** The keyboard help overlay (a modal dialog). */
export function HelpOverlay({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) d.showModal?.();
    if (!open && d.open) d.close();
  }, [open]);
  return (
    <dialog ref={dialog} className="help" aria-label="Keyboard shortcuts" data-testid="help-overlay" onClose={onClose}>
      <h2>Keyboard shortcuts</h2>
      <table>
        <tbody>
          {PLAYGROUND_SHORTCUTS.map((s) => (
            <tr key={s.keys}>
              <td>
                <kbd>{s.keys}</kbd>
              </td>
              <td>{s.label}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="muted">
        Paste Elixir exactly as IEx prints it, or JSON. Everything runs in this tab; nothing leaves your machine.
      </p>
      <button type="button" onClick={onClose} autoFocus>
        Close
      </button>
    </dialog>
  );
}
