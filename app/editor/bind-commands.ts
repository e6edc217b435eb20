import type { editor, IDisposable } from 'monaco-editor/editor';
import { toKeybinding } from './monaco-keys';
import type { EditorCommand } from './types';

/** An editor's keybindings for a command list; `sync` re-registers only when ids, labels or keys changed. */
export interface BoundCommands {
  sync(): void;
  dispose(): void;
}

const signature = (commands: readonly EditorCommand[]) =>
  JSON.stringify(commands.map((c) => [c.id, c.label, c.keys, c.when !== undefined]));

/**
 * Registers `read()`'s commands as actions of this editor (actions are scoped to their editor, Monaco's
 * commands are not). Each key runs the latest command with that id, so new callbacks need no re-registration.
 * A command's `when` becomes a context key, refreshed as each key goes down (before Monaco dispatches it),
 * so a disabled command's key does what it would do without it.
 */
export function bindCommands(
  target: Pick<editor.IStandaloneCodeEditor, 'addAction' | 'createContextKey'>,
  host: HTMLElement,
  read: () => readonly EditorCommand[],
): BoundCommands {
  let actions: IDisposable[] = [];
  let bound = '';
  const whenKeys = new Map<string, editor.IContextKey<boolean>>();
  const whenKey = (index: number) => `shapeInspector.when${index}`;

  const refreshWhen = () => {
    read().forEach((command, index) => {
      if (command.when) whenKeys.get(whenKey(index))?.set(command.when());
    });
  };
  // Capture on the host runs before Monaco's own listeners on the elements inside it.
  host.addEventListener('keydown', refreshWhen, true);

  const sync = () => {
    const commands = read();
    const next = signature(commands);
    if (next === bound) return;
    bound = next;
    for (const action of actions) action.dispose();
    actions = commands.flatMap((command, index) => {
      const keybindings = command.keys.flatMap((keys) => toKeybinding(keys) ?? []);
      if (keybindings.length === 0) return [];
      let precondition: string | undefined;
      if (command.when) {
        precondition = whenKey(index);
        if (!whenKeys.has(precondition)) whenKeys.set(precondition, target.createContextKey(precondition, true));
      }
      return [
        target.addAction({
          id: `shape-inspector.${command.id}`,
          label: command.label,
          keybindings,
          precondition,
          run: () => {
            const latest = read().find((c) => c.id === command.id);
            if (latest && (latest.when?.() ?? true)) latest.run();
          },
        }),
      ];
    });
    refreshWhen();
  };
  sync();

  return {
    sync,
    dispose() {
      host.removeEventListener('keydown', refreshWhen, true);
      for (const action of actions) action.dispose();
      actions = [];
    },
  };
}
