/** The part of the tour that survives a reload. */
export interface SavedLearn {
  /** Ids of the steps whose exercise passed at least once. */
  completed: string[];
  /** The learner's answer per step id, kept until reset. */
  drafts: Record<string, string>;
  /** The step last opened, for "continue". */
  lastStep: string | null;
}

export const LEARN_VERSION = 1;

/** Drafts longer than this are not kept: an exercise answer is a few lines. */
export const MAX_DRAFT_CHARS = 20_000;

/**
 * Reads saved progress from untrusted storage; null when it is not progress at all. Ids of steps
 * that no longer exist, non-string drafts and oversized drafts are dropped.
 *
 * @example
 * readSavedLearn({ completed: ['result-type', 7], drafts: {}, lastStep: null }, 1, new Set(['result-type']))
 * // => { completed: ['result-type'], drafts: {}, lastStep: null }
 */
export function readSavedLearn(state: unknown, version: number, known: ReadonlySet<string>): SavedLearn | null {
  if (version !== LEARN_VERSION || typeof state !== 'object' || state === null) return null;
  const s = state as Record<string, unknown>;
  if (!Array.isArray(s['completed'])) return null;
  const completed = [...new Set(s['completed'].filter((id): id is string => typeof id === 'string' && known.has(id)))];
  const drafts: Record<string, string> = {};
  const rawDrafts = s['drafts'];
  if (typeof rawDrafts === 'object' && rawDrafts !== null)
    for (const [id, text] of Object.entries(rawDrafts))
      if (known.has(id) && typeof text === 'string' && text.length <= MAX_DRAFT_CHARS) drafts[id] = text;
  const last = s['lastStep'];
  return { completed, drafts, lastStep: typeof last === 'string' && known.has(last) ? last : null };
}
