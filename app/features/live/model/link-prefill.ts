/** What a `#/live` link may fill in: the server URL and one request. Never headers: they are the user's. */
export interface LivePrefill {
  url?: string;
  method?: string;
  /** The params as JSON text, shown in the editor as given (a bad one is the user's to fix). */
  params?: string;
}

/** Longest params text a link may carry (a link is typed or shared, not a file). */
const MAX_PARAMS = 64_000;

/**
 * The parameters of a `#/live?url=&method=&params=` link. Unknown parameters (and any header-like
 * one) are ignored; a method must look like one (`tools/call`), params must be a JSON object.
 *
 * @example
 * prefillOf(new URLSearchParams('url=http://127.0.0.1:3000/mcp&method=tools/list')) // => { url: 'http://127.0.0.1:3000/mcp', method: 'tools/list' }
 */
export function prefillOf(params: URLSearchParams): LivePrefill {
  const out: LivePrefill = {};
  const url = params.get('url');
  if (url !== null) out.url = url;
  const method = params.get('method');
  if (method !== null && /^[A-Za-z][\w/.-]{0,99}$/.test(method)) out.method = method;
  const text = params.get('params');
  if (text !== null && text.length <= MAX_PARAMS && isJsonObject(text)) out.params = text;
  return out;
}

function isJsonObject(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}
