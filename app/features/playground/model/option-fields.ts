/** The number fields that can hold a draft (text that is not a value yet), with their visible labels. */
export const MILLIS_FIELDS = {
  overrideTtl: ':cache override ttl_ms',
  configTtl: 'config cache_ttl_ms',
} as const;
export type MillisFieldId = keyof typeof MILLIS_FIELDS;
export type OptionDrafts = Partial<Record<MillisFieldId, string>>;

/** A typed milliseconds field: its value, or what is wrong with the text, said as the field's own rule. */
export type MillisReading = { ok: true; value: number } | { ok: false; message: string };

/**
 * Reads a milliseconds field as typed (underscores allowed, as in Elixir's `300_000`). Empty is an error
 * the user sees while editing, not a value: the shaper keeps the last number until the field holds one.
 *
 * @example
 * readMillis('300_000') // => { ok: true, value: 300000 }
 * readMillis('') // => { ok: false, message: 'empty: type a whole number of milliseconds (0 or more)' }
 */
export function readMillis(text: string): MillisReading {
  const t = text.trim().replace(/(\d)_(?=\d)/g, '$1');
  if (t === '') return { ok: false, message: 'empty: type a whole number of milliseconds (0 or more)' };
  if (!/^\d+$/.test(t)) {
    const why = /^-/.test(t) ? 'negative' : /[.,eE]/.test(t) ? 'not a whole number' : 'not a number';
    return {
      ok: false,
      message: `${JSON.stringify(text.trim())} is ${why}: ttl_ms is a whole number of milliseconds, 0 or more`,
    };
  }
  const value = Number(t);
  if (!Number.isSafeInteger(value))
    return {
      ok: false,
      message: `too large: at most ${Number.MAX_SAFE_INTEGER} ms (the largest whole number a JSON client reads exactly)`,
    };
  return { ok: true, value };
}
