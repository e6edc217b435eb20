// Elixir's calendar structs (decision D7 in docs/decisions.md): Date, Time, NaiveDateTime and DateTime, read from
// the sigils IEx prints (~D ~T ~N ~U, and #DateTime<…> outside UTC), encoded as Jason does.
import { isTagged } from './build';
import type { StructTerm, Term } from './types';

/**
 * The four calendar struct modules.
 *
 * @example
 * const kind: CalendarKind | undefined = readCalendarSigil('U', '2026-07-28 00:00:00Z')?.kind;
 * kind // => 'DateTime'
 */
export type CalendarKind = 'Date' | 'Time' | 'NaiveDateTime' | 'DateTime';

/**
 * A calendar value: its struct, and its three texts. `iso` is what Jason writes (ISO-8601),
 * `chars` what String.Chars gives (Jason writes it for a map key), `inspect` what IEx prints.
 *
 * @example
 * const { struct, ...texts } = readCalendarSigil('U', '2026-07-28 00:00:00Z') as CalendarValue;
 * texts // => { kind: 'DateTime', iso: '2026-07-28T00:00:00Z', chars: '2026-07-28 00:00:00Z', inspect: '~U[2026-07-28 00:00:00Z]' }
 * struct.module // => 'DateTime'
 */
export interface CalendarValue {
  kind: CalendarKind;
  struct: StructTerm;
  iso: string;
  chars: string;
  inspect: string;
}

const KINDS: Readonly<Record<string, CalendarKind>> = { D: 'Date', T: 'Time', N: 'NaiveDateTime', U: 'DateTime' };
const DATE = '(-?\\d{4,})-(\\d{2})-(\\d{2})';
const TIME = '(\\d{2}):(\\d{2}):(\\d{2})(?:\\.(\\d{1,6}))?';
const FORMS: Readonly<Record<CalendarKind, RegExp>> = {
  Date: new RegExp(`^${DATE}$`),
  Time: new RegExp(`^()()()${TIME}$`),
  NaiveDateTime: new RegExp(`^${DATE}[ T]${TIME}$`),
  DateTime: new RegExp(`^${DATE}[ T]${TIME}(Z|[+-]00:00)$`),
};
const EXAMPLES: Readonly<Record<CalendarKind, string>> = {
  Date: '~D[2026-07-28]',
  Time: '~T[00:00:00]',
  NaiveDateTime: '~N[2026-07-28 00:00:00]',
  DateTime: '~U[2026-07-28 00:00:00Z]',
};
// #DateTime<2026-07-28 00:00:00+02:00 CEST Europe/Berlin>, as IEx prints a DateTime outside UTC.
const ZONED = new RegExp(`^#DateTime<${DATE} ${TIME}([+-])(\\d{2}):(\\d{2}) (\\S+) (\\S+)>$`);
const ISO_CALENDAR: Term = { type: 'atom', name: 'Elixir.Calendar.ISO' };

/** The calendar kind of a sigil letter (`U` → DateTime), or undefined for other sigils. */
export function calendarKind(letters: string): CalendarKind | undefined {
  return Object.hasOwn(KINDS, letters) ? KINDS[letters] : undefined;
}

/**
 * Reads the content of a ~D, ~T, ~N or ~U sigil as Calendar.ISO does; a string says what is wrong
 * (a malformed or impossible date, as IEx refuses them).
 *
 * @example
 * readCalendarSigil('D', '2026-07-28')?.iso // => '2026-07-28'
 * readCalendarSigil('D', '2026-13-40') // => 'month 13 is not between 1 and 12'
 */
export function readCalendarSigil(letter: string, content: string): CalendarValue | string {
  const kind = calendarKind(letter) as CalendarKind;
  const m = FORMS[kind].exec(content);
  if (!m) return `it is not written like ${EXAMPLES[kind]}`;
  const fields: Fields = {};
  if (kind !== 'Time') Object.assign(fields, { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) });
  if (kind !== 'Date') Object.assign(fields, timeFields(m[4], m[5], m[6], m[7]));
  if (kind === 'DateTime') Object.assign(fields, { timeZone: 'Etc/UTC', zoneAbbr: 'UTC', utcOffset: 0, stdOffset: 0 });
  const problem = invalid(fields);
  return problem ?? toValue(kind, fields);
}

/**
 * Reads IEx's `#DateTime<… +02:00 CEST Europe/Berlin>` as a DateTime; null when the text is some other opaque term.
 *
 * @example
 * readZonedDateTime('#DateTime<2026-07-28 00:00:00+02:00 CEST Europe/Berlin>')?.iso // => '2026-07-28T00:00:00+02:00'
 */
export function readZonedDateTime(text: string): CalendarValue | string | null {
  const m = ZONED.exec(text);
  if (!m) return null;
  const offset = (m[8] === '-' ? -1 : 1) * (Number(m[9]) * 3600 + Number(m[10]) * 60);
  const fields: Fields = {
    year: Number(m[1]),
    month: Number(m[2]),
    day: Number(m[3]),
    ...timeFields(m[4], m[5], m[6], m[7]),
    timeZone: m[12] as string,
    zoneAbbr: m[11] as string,
    utcOffset: offset,
    stdOffset: 0,
  };
  return invalid(fields) ?? toValue('DateTime', fields);
}

/**
 * The texts of a calendar struct (however it was written, `%Date{…}` included); null for any other
 * term, or for a calendar struct whose fields are not a valid Calendar.ISO value.
 *
 * @example
 * calendarTexts(struct('Time', ['hour', 10], ['minute', 0], ['second', 0], ['microsecond', tuple(500000, 1)]))?.iso // => '10:00:00.5'
 * calendarTexts(struct('Time', ['hour', 25]))?.iso // => undefined
 */
export function calendarTexts(struct: StructTerm): Omit<CalendarValue, 'struct'> | null {
  const kind = calendarKindOf(struct.module);
  if (!kind) return null;
  const get = (name: string): Term | undefined => struct.fields.find(([k]) => k === name)?.[1];
  const int = (name: string): number | null => {
    const v = get(name);
    return typeof v === 'number' && Number.isInteger(v) ? v : null;
  };
  const fields: Fields = {};
  if (kind !== 'Time') {
    const [year, month, day] = [int('year'), int('month'), int('day')];
    if (year === null || month === null || day === null) return null;
    Object.assign(fields, { year, month, day });
  }
  if (kind !== 'Date') {
    const [hour, minute, second] = [int('hour'), int('minute'), int('second')];
    const us = get('microsecond') ?? null;
    const items = isTagged(us, 'tuple') ? us.items : [];
    const [value, precision] = items;
    if (
      hour === null ||
      minute === null ||
      second === null ||
      typeof value !== 'number' ||
      typeof precision !== 'number'
    )
      return null;
    Object.assign(fields, { hour, minute, second, microsecond: value, precision });
  }
  if (kind === 'DateTime') {
    const [zone, abbr, utc, std] = [get('time_zone'), get('zone_abbr'), int('utc_offset'), int('std_offset')];
    if (typeof zone !== 'string' || typeof abbr !== 'string' || utc === null || std === null) return null;
    Object.assign(fields, { timeZone: zone, zoneAbbr: abbr, utcOffset: utc + std, stdOffset: 0 });
  }
  if (invalid(fields) !== null) return null;
  const { struct: _, ...texts } = toValue(kind, fields);
  return texts;
}

function calendarKindOf(module: string): CalendarKind | undefined {
  return module === 'Date' || module === 'Time' || module === 'NaiveDateTime' || module === 'DateTime'
    ? module
    : undefined;
}

interface Fields {
  year?: number;
  month?: number;
  day?: number;
  hour?: number;
  minute?: number;
  second?: number;
  microsecond?: number;
  precision?: number;
  timeZone?: string;
  zoneAbbr?: string;
  utcOffset?: number;
  stdOffset?: number;
}

function timeFields(h?: string, m?: string, s?: string, fraction?: string): Fields {
  const digits = fraction ?? '';
  return {
    hour: Number(h),
    minute: Number(m),
    second: Number(s),
    microsecond: digits === '' ? 0 : Number(digits.padEnd(6, '0')),
    precision: digits.length,
  };
}

/** What makes the fields an impossible Calendar.ISO value, or null. */
function invalid(f: Fields): string | null {
  if (f.month !== undefined && (f.month < 1 || f.month > 12)) return `month ${f.month} is not between 1 and 12`;
  if (f.day !== undefined && f.month !== undefined && f.year !== undefined) {
    const last = daysIn(f.year, f.month);
    if (f.day < 1 || f.day > last)
      return `day ${f.day} is not between 1 and ${last} in ${pad(f.year, 4)}-${pad(f.month, 2)}`;
  }
  if (f.hour !== undefined && (f.hour < 0 || f.hour > 23)) return `hour ${f.hour} is not between 0 and 23`;
  if (f.minute !== undefined && (f.minute < 0 || f.minute > 59)) return `minute ${f.minute} is not between 0 and 59`;
  if (f.second !== undefined && (f.second < 0 || f.second > 59)) return `second ${f.second} is not between 0 and 59`;
  if (f.microsecond !== undefined && (f.microsecond < 0 || f.microsecond > 999_999))
    return 'the microseconds are out of range';
  if (f.precision !== undefined && (f.precision < 0 || f.precision > 6)) return 'the precision is not between 0 and 6';
  return null;
}

function daysIn(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function pad(n: number, width: number): string {
  const text = String(Math.abs(n)).padStart(width, '0');
  return n < 0 ? `-${text}` : text;
}

function toValue(kind: CalendarKind, f: Fields): CalendarValue {
  const date = f.year === undefined ? '' : `${pad(f.year, 4)}-${pad(f.month ?? 0, 2)}-${pad(f.day ?? 0, 2)}`;
  const fraction =
    f.precision !== undefined && f.precision > 0 ? `.${pad(f.microsecond ?? 0, 6).slice(0, f.precision)}` : '';
  const time =
    f.hour === undefined ? '' : `${pad(f.hour, 2)}:${pad(f.minute ?? 0, 2)}:${pad(f.second ?? 0, 2)}${fraction}`;
  const offset = f.utcOffset ?? 0;
  const utc = offset === 0 && f.timeZone === 'Etc/UTC';
  const zone = utc
    ? 'Z'
    : `${offset < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(offset) / 3600), 2)}:${pad(Math.floor((Math.abs(offset) % 3600) / 60), 2)}`;
  let iso: string, chars: string, inspect: string;
  switch (kind) {
    case 'Date':
      iso = chars = date;
      inspect = `~D[${date}]`;
      break;
    case 'Time':
      iso = chars = time;
      inspect = `~T[${time}]`;
      break;
    case 'NaiveDateTime':
      iso = `${date}T${time}`;
      chars = `${date} ${time}`;
      inspect = `~N[${chars}]`;
      break;
    default:
      iso = `${date}T${time}${zone}`;
      chars = utc ? `${date} ${time}Z` : `${date} ${time}${zone} ${f.zoneAbbr} ${f.timeZone}`;
      inspect = utc ? `~U[${chars}]` : `#DateTime<${chars}>`;
  }
  return { kind, struct: struct(kind, f), iso, chars, inspect };
}

function struct(kind: CalendarKind, f: Fields): StructTerm {
  const fields: [string, Term][] = [];
  if (f.year !== undefined) fields.push(['year', f.year], ['month', f.month ?? 0], ['day', f.day ?? 0]);
  if (f.hour !== undefined)
    fields.push(
      ['hour', f.hour],
      ['minute', f.minute ?? 0],
      ['second', f.second ?? 0],
      ['microsecond', { type: 'tuple', items: [f.microsecond ?? 0, f.precision ?? 0] }],
    );
  if (kind === 'DateTime')
    fields.push(
      ['time_zone', f.timeZone ?? 'Etc/UTC'],
      ['zone_abbr', f.zoneAbbr ?? 'UTC'],
      ['utc_offset', f.utcOffset ?? 0],
      ['std_offset', f.stdOffset ?? 0],
    );
  fields.push(['calendar', ISO_CALENDAR]);
  return { type: 'struct', module: kind, fields };
}

/**
 * The note for the calendar values of a paste: they are written as Jason writes them.
 *
 * @example
 * calendarNote(readCalendarSigil('D', '2026-07-28') as CalendarValue, 1)
 * // => 'Dates and times are encoded as Jason does, as ISO-8601 strings: ~D[2026-07-28] is written "2026-07-28".'
 */
export function calendarNote(first: CalendarValue, count: number): string {
  const more = count > 1 ? ` (${count} such values in all)` : '';
  return `Dates and times are encoded as Jason does, as ISO-8601 strings: ${first.inspect} is written "${first.iso}"${more}.`;
}
