/**
 * "fresh until" as a reader wants it: how long from now, and the clock time (with the date when it is
 * not today).
 *
 * @example
 * freshUntil(Date.UTC(2026, 10, 30, 12), 60_000, 'en-US', 'UTC') // => 'in 1 minute (12:01:00 PM)'
 */
export function freshUntil(now: number, ttlMs: number, locale?: string, timeZone?: string): string {
  if (ttlMs === 0) return 'never: ttlMs 0 means a client may not reuse it';
  const at = new Date(now + ttlMs);
  const day = (d: Date) => d.toLocaleDateString(locale, { timeZone });
  const time = at.toLocaleTimeString(locale, { timeZone });
  const clock =
    day(at) === day(new Date(now))
      ? time
      : `${at.toLocaleDateString(locale, { timeZone, dateStyle: 'medium' })}, ${time}`;
  return `${relative(ttlMs, locale)} (${clock})`;
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
  ['second', 1000],
];

function relative(ms: number, locale?: string): string {
  if (ms < 1000) return `in ${ms} ms`;
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
  const [unit, size] = UNITS.find(([, size]) => ms >= size) ?? UNITS[UNITS.length - 1]!;
  return format.format(Math.round(ms / size), unit);
}
