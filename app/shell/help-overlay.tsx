import { useEffect, useRef } from 'react';
import { formatKeys } from '../editor';
import { useCommands, type Command } from './commands';

/** The keyboard help overlay (a modal dialog), listing every registered command by group. */
export function HelpOverlay({ open, onClose }: { open: boolean; onClose: () => void }) {
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
      <p className="muted">
        Paste Elixir exactly as IEx prints it, or JSON. Everything runs in this tab; nothing leaves your machine.
      </p>
      <button type="button" onClick={onClose} autoFocus>
        Close
      </button>
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
