import { create } from 'zustand';
import type { SchemaViolation } from '../../../../src/index';

/**
 * The tools/call arguments in the request builder against the tool's inputSchema: their violations
 * (judged in the worker) and whether a send was just held back because of them.
 */
export const useArgumentGate = create<{
  /** What the violations were judged for (the params text). */
  key: string;
  violations: readonly SchemaViolation[];
  held: boolean;
  actions: { judged: (key: string, violations: readonly SchemaViolation[]) => void; clear: () => void };
}>()((set, get) => ({
  key: '',
  violations: [],
  held: false,
  actions: {
    judged: (key, violations) => {
      if (get().key !== key) set({ key, violations, held: false });
    },
    clear: () => set({ key: '', violations: [], held: false }),
  },
}));

/**
 * The rule of every schema gate (arguments, elicitation answers): without violations a send goes; with
 * some, the first send is held back (the warning says so) and the next one goes (sending a broken value
 * on purpose is a feature), after which the gate holds again.
 *
 * @example
 * holdOnce(0, false) // => { send: true, held: false }
 * holdOnce(2, false) // => { send: false, held: true }
 * holdOnce(2, true) // => { send: true, held: false }
 */
export function holdOnce(violations: number, held: boolean): { send: boolean; held: boolean } {
  return violations === 0 || held ? { send: true, held: false } : { send: false, held: true };
}

/** Whether the request builder's draft may go now (`holdOnce` on the arguments' violations). */
export function passArgumentGate(): boolean {
  const { violations, held } = useArgumentGate.getState();
  const next = holdOnce(violations.length, held);
  if (next.held !== held) useArgumentGate.setState({ held: next.held });
  return next.send;
}
