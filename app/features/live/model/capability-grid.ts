/** One declared capability (or extension) and the value of each sub-flag it declares, as text. */
export interface CapabilityRow {
  name: string;
  extension: boolean;
  /** By column: `yes` (true), `no` (false), or the value's JSON; a column the row lacks is absent. */
  flags: Record<string, string>;
}

/** The capabilities a server declared, as rows under the sub-flags any of them declares. */
export interface CapabilityGrid {
  columns: string[];
  rows: CapabilityRow[];
}

/** Past this many sub-flag columns, the rest are folded into one `other` column (a server picks the keys). */
const MAX_COLUMNS = 5;
const MAX_ROWS = 40;
const MAX_VALUE_CHARS = 60;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The capabilities object of a discover or initialize answer as a grid: a row per capability and per
 * extension, a column per sub-flag any of them declared (`listChanged`, `subscribe`, …). Only what the
 * server sent: an absent flag is absent, never "no".
 *
 * @example
 * const grid = capabilityGridOf({ tools: { listChanged: true }, resources: { subscribe: true, listChanged: false }, logging: {} });
 * grid.columns // => ['listChanged', 'subscribe']
 * grid.rows.map((r) => [r.name, r.flags['listChanged'] ?? '']) // => [['tools', 'yes'], ['resources', 'no'], ['logging', '']]
 * // A key named like an object's own member is a key like any other:
 * const odd = capabilityGridOf(JSON.parse('{"tools": {"__proto__": true}, "logging": {}}'));
 * [odd.columns, odd.rows[0]?.flags['__proto__'], odd.rows[1]?.flags['constructor']] // => [['__proto__'], 'yes', undefined]
 */
export function capabilityGridOf(capabilities: unknown): CapabilityGrid {
  const caps = isObject(capabilities) ? capabilities : {};
  const extensions = isObject(caps['extensions']) ? caps['extensions'] : {};
  const entries: [string, unknown, boolean][] = [
    ...Object.entries(caps)
      .filter(([k]) => k !== 'extensions')
      .map(([k, v]): [string, unknown, boolean] => [k, v, false]),
    ...Object.entries(extensions).map(([k, v]): [string, unknown, boolean] => [k, v, true]),
  ].slice(0, MAX_ROWS);
  // A set, not an array's includes: a server may declare 100,000 keys, and each is looked up once.
  const seen = new Set<string>();
  for (const [, value] of entries) if (isObject(value)) for (const key of Object.keys(value)) seen.add(key);
  const folded = seen.size > MAX_COLUMNS;
  const columns = folded ? [...[...seen].slice(0, MAX_COLUMNS - 1), 'other'] : [...seen];
  const named = new Set(columns.filter((c) => c !== 'other'));
  const rows = entries.map(([name, value, extension]) => {
    // No prototype: `__proto__` and `constructor` are keys like any other, and an absent one reads undefined.
    const flags = Object.create(null) as Record<string, string>;
    const other: string[] = [];
    for (const [key, v] of isObject(value) ? Object.entries(value) : []) {
      if (named.has(key)) flags[key] = words(v);
      else other.push(`${key}: ${words(v)}`);
    }
    if (other.length > 0) flags['other'] = other.join(', ');
    return { name, extension, flags };
  });
  return { columns, rows };
}

function words(value: unknown): string {
  if (value === true) return 'yes';
  if (value === false) return 'no';
  const json = JSON.stringify(value) ?? String(value);
  return json.length > MAX_VALUE_CHARS ? `${json.slice(0, MAX_VALUE_CHARS)}…` : json;
}
