import { EXTENSION_CAPABILITY_BOXES } from '../../../ext';

/** The client capabilities Live offers as checkboxes, each as the path it sets in `clientCapabilities`. */
export const CAPABILITY_BOXES = [
  { id: 'elicitation', label: 'elicitation', path: ['elicitation'] },
  { id: 'sampling', label: 'sampling', path: ['sampling'] },
  { id: 'roots', label: 'roots', path: ['roots'] },
  ...EXTENSION_CAPABILITY_BOXES,
] as const;

type Json = Record<string, unknown>;

/** The capabilities JSON text as an object, or null while it does not read as one. */
export function readCapabilities(text: string): Json | null {
  try {
    const value: unknown = JSON.parse(text);
    return isObject(value) ? value : null;
  } catch {
    return null;
  }
}

/** Whether a capability (by its path) is declared. */
export function isDeclared(caps: Json, path: readonly string[]): boolean {
  let here: unknown = caps;
  for (const key of path) {
    if (!isObject(here) || !Object.hasOwn(here, key)) return false;
    here = here[key];
  }
  return true;
}

/** The capabilities with one declared (as `{}`, keeping what is there) or taken out; the input is not changed. */
export function withCapability(caps: Json, path: readonly string[], on: boolean): Json {
  const [key, ...rest] = path;
  if (key === undefined) return caps;
  const copy: Json = { ...caps };
  if (rest.length === 0) {
    if (on) copy[key] = isObject(copy[key]) ? copy[key] : {};
    else delete copy[key];
    return copy;
  }
  const inner = withCapability(isObject(copy[key]) ? copy[key] : {}, rest, on);
  if (Object.keys(inner).length === 0 && !on) delete copy[key];
  else copy[key] = inner;
  return copy;
}

/** Deep-merges what a -32021 answer's `data.requiredCapabilities` asks for into the declared capabilities. */
export function mergeRequired(caps: Json, required: Json): Json {
  const out: Json = { ...caps };
  for (const [key, value] of Object.entries(required))
    out[key] = isObject(value) ? mergeRequired(isObject(out[key]) ? out[key] : {}, value) : value;
  return out;
}

function isObject(v: unknown): v is Json {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
