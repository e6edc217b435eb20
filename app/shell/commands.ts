import { useSyncExternalStore } from 'react';

/**
 * One thing a user can do by key or by name. The global key listener, the editors' keybindings and
 * the help overlay all read the same registry. `keys` use tinykeys syntax ('Shift+Alt+KeyF', 'F1', '$mod+Enter').
 */
export interface Command {
  id: string;
  label: string;
  keys: readonly string[];
  /** Checked at key time; a command whose `when` is false is skipped. */
  when?: () => boolean;
  run: () => void;
  /** Where help lists it: 'global' (every screen) or the screen that registered it. */
  group: string;
  /** Keys shown in help only (handled elsewhere, e.g. by the browser or a focused control). */
  displayOnly?: boolean;
}

let commands: readonly Command[] = [];
const listeners = new Set<() => void>();

/** Adds commands (replacing any with the same id); returns the function that removes them again. */
export function registerCommands(added: readonly Command[]): () => void {
  const ids = new Set(added.map((c) => c.id));
  commands = [...commands.filter((c) => !ids.has(c.id)), ...added];
  listeners.forEach((notify) => notify());
  return () => {
    commands = commands.filter((c) => !added.includes(c));
    listeners.forEach((notify) => notify());
  };
}

/** Every registered command, in registration order. */
export function getCommands(): readonly Command[] {
  return commands;
}

/** Runs a command by id when it is registered and enabled; returns whether it ran. */
export function runCommand(id: string): boolean {
  const command = commands.find((c) => c.id === id);
  if (!command || command.displayOnly || (command.when && !command.when())) return false;
  command.run();
  return true;
}

export function subscribeCommands(notify: () => void): () => void {
  listeners.add(notify);
  return () => listeners.delete(notify);
}

/** The registry, re-rendered when commands are added or removed. */
export function useCommands(): readonly Command[] {
  return useSyncExternalStore(subscribeCommands, getCommands);
}

/** The commands an editor registers as its own keybindings: those with a key that never types text. */
export function editorCommands(all: readonly Command[]): readonly Command[] {
  return all.filter((c) => !c.displayOnly && c.keys.some(isChordKey));
}

/** A key with a modifier other than Shift, or a function key: typing it never inserts a character. */
export function isChordKey(keys: string): boolean {
  return /(^|\+)(\$mod|Control|Alt|Meta)\+/.test(keys) || /^F\d{1,2}$/.test(keys);
}
