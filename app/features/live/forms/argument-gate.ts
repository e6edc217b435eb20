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
 * Whether the request builder's draft may go now: yes without violations; with some, the first send is
 * held back (the warning says so) and the next one goes (sending a broken call on purpose is a feature).
 */
export function passArgumentGate(): boolean {
  const { violations, held } = useArgumentGate.getState();
  if (violations.length === 0) return true;
  useArgumentGate.setState({ held: !held });
  return held;
}
