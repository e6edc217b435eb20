import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  editorCommands,
  getCommands,
  isChordKey,
  registerCommands,
  runCommand,
  type Command,
} from '../../../app/shell/commands';

const command = (id: string, keys: string[], extra: Partial<Command> = {}): Command => ({
  id,
  label: id,
  keys,
  run: vi.fn(),
  group: 'test',
  ...extra,
});

describe('the command registry', () => {
  const cleanups: (() => void)[] = [];
  afterEach(() => cleanups.splice(0).forEach((undo) => undo()));

  it('registers, replaces by id, and removes what it registered', () => {
    const a = command('a', ['F2']);
    cleanups.push(registerCommands([a]));
    const a2 = command('a', ['F3']);
    const undo = registerCommands([a2]);
    expect(getCommands().filter((c) => c.id === 'a')).toEqual([a2]);
    undo();
    expect(getCommands().some((c) => c.id === 'a')).toBe(false);
  });

  it('runs a command only when it is enabled and not display-only', () => {
    const enabled = command('on', ['F2']);
    const disabled = command('off', ['F3'], { when: () => false });
    const shown = command('shown', ['F4'], { displayOnly: true });
    cleanups.push(registerCommands([enabled, disabled, shown]));
    expect([runCommand('on'), runCommand('off'), runCommand('shown'), runCommand('missing')]).toEqual([
      true,
      false,
      false,
      false,
    ]);
    expect(enabled.run).toHaveBeenCalledTimes(1);
    expect(disabled.run).not.toHaveBeenCalled();
  });

  it('hands editors only keys that never type text (so ? stays typeable)', () => {
    expect(['Shift+Alt+KeyF', '$mod+Enter', 'F1', 'Alt+Shift+Digit1', 'Control+KeyK'].every(isChordKey)).toBe(true);
    expect(['?', 'Shift+?', 'Escape', 'ArrowLeft', 'Shift+KeyA'].some(isChordKey)).toBe(false);
    const list = [
      command('help', ['Shift+?', '?']),
      command('f1', ['F1']),
      command('find', ['$mod+KeyF'], { displayOnly: true }),
    ];
    expect(editorCommands(list).map((c) => c.id)).toEqual(['f1']);
  });
});
