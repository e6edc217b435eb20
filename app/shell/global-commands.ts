import { useEffect } from 'react';
import { EDITOR_COMMANDS } from '../editor';
import { useUiStore } from '../state/ui-store';
import { registerCommands, type Command } from './commands';
import { isTypingTarget } from './global-keys';
import { navigate, routeHash, SCREENS } from './router';

const toggleHelp = () => {
  const { helpOpen, actions } = useUiStore.getState();
  actions.setHelpOpen(!helpOpen);
};

/** Commands every screen has: help, and Alt+Shift+1..4 to switch screens (Alt+digit alone switches browser tabs on Linux). */
export const GLOBAL_COMMANDS: readonly Command[] = [
  {
    id: 'help.f1',
    label: 'Show or hide the keyboard shortcuts (anywhere)',
    keys: ['F1'],
    run: toggleHelp,
    group: 'Everywhere',
  },
  {
    id: 'help.question',
    label: 'Show or hide the keyboard shortcuts (outside text fields and editors)',
    keys: ['Shift+?', '?'],
    when: () => !isTypingTarget(document.activeElement),
    run: toggleHelp,
    group: 'Everywhere',
  },
  {
    id: 'help.close',
    label: 'Close this help',
    keys: ['Escape'],
    run: () => {},
    group: 'Everywhere',
    displayOnly: true,
  },
  ...SCREENS.map((s, i): Command => ({
    id: `screen.${s.id}`,
    label: `Go to ${s.label}`,
    keys: [`Alt+Shift+Digit${i + 1}`],
    run: () => navigate(routeHash(s.id)),
    group: 'Everywhere',
  })),
];

/** The editors' own commands, listed in help; each editor binds them itself while it has focus. */
const EDITOR_HELP: readonly Command[] = EDITOR_COMMANDS.map((c) => ({ ...c, group: 'Editors', displayOnly: true }));

/** Registers the global commands for the shell's lifetime. */
export function useGlobalCommands(): void {
  useEffect(() => registerCommands([...GLOBAL_COMMANDS, ...EDITOR_HELP]), []);
}
