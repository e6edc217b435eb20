import { useEffect, useRef } from 'react';
import { formatKeys } from '../editor';
import { useCommands, type Command } from './commands';
import { HELP_FOOTER } from './help-footer';
import type { Screen } from './router';
import './help-overlay.css';

/**
 * The keyboard help overlay (a modal dialog), listing every registered command by group. The list
 * scrolls; the title and the footer (what this screen sends where, and Close) always stay in view.
 */
export function HelpOverlay({ open, screen, onClose }: { open: boolean; screen: Screen; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const commands = useCommands().filter((c) => c.keys.length > 0);
  const groups = [...new Set(commands.map((c) => c.group))];
  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) d.showModal?.();
    if (!open && d.open) d.close();
  }, [open]);
  return (
    <dialog ref={dialog} className="help" aria-label="Keyboard shortcuts" data-testid="help-overlay" onClose={onClose}>
      <h2>Keyboard shortcuts</h2>
      <div className="help-list" data-testid="help-list">
        {groups.map((group) => (
          <table key={group}>
            <caption>{group}</caption>
            <tbody>
              {commands
                .filter((c) => c.group === group)
                .map((c) => (
                  <CommandRow key={c.id} command={c} />
                ))}
            </tbody>
          </table>
        ))}
      </div>
      <footer className="help-footer" data-testid="help-footer">
        <p className="muted">{HELP_FOOTER[screen]}</p>
        <button type="button" onClick={onClose} autoFocus>
          Close
        </button>
      </footer>
    </dialog>
  );
}

function CommandRow({ command }: { command: Command }) {
  return (
    <tr data-command={command.id}>
      <td>
        {command.keys.map((k, i) => (
          <span key={k}>
            {i > 0 && ' or '}
            <kbd>{formatKeys(k)}</kbd>
          </span>
        ))}
      </td>
      <td>{command.label}</td>
    </tr>
  );
}
