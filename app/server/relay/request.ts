import { connectionListed } from '../http/hop-by-hop';
import { headerProblem, withheldFromUpstream } from './headers';
import { RelayFailure } from './refusal';

/** Server-side maxima and defaults (RELAY_LIMITS unless the launcher says otherwise). */
export interface RelayLimits {
  defaultTimeoutMs: number;
  maxTimeoutMs: number;
  defaultMaxBytes: number;
  maxMaxBytes: number;
  maxRequestBytes: number;
}

/** A relay request that passed validation, ready to send. */
export interface UpstreamRequest {
  url: URL;
  method: string;
  headers: [string, string][];
  /** Names the page asked for that the relay did not send. */
  withheld: string[];
  body: Buffer | undefined;
  timeoutMs: number;
  maxBytes: number;
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const FIELDS = new Set(['url', 'method', 'headers', 'body', 'timeoutMs', 'maxBytes']);

const bad = (message: string): RelayFailure => new RelayFailure('bad_body', message);

/** Validates the relay's JSON body; throws RelayFailure naming what to fix. */
export function parseRelayRequest(text: string, limits: RelayLimits): UpstreamRequest {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw bad('The relay body is not JSON; send {"url": "http://…", "method": "POST", "headers": {…}, "body": "…"}.');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw bad('The relay body must be a JSON object such as {"url": "http://127.0.0.1:3000/mcp"}.');
  const input = value as Record<string, unknown>;
  const unknown = Object.keys(input).filter((k) => !FIELDS.has(k));
  if (unknown.length > 0)
    throw bad(
      `Unknown relay field ${unknown.map((k) => JSON.stringify(k)).join(', ')}; the fields are ${[...FIELDS].join(', ')}.`,
    );
  const url = parseUrl(input['url']);
  const method = parseMethod(input['method']);
  const { headers, withheld } = parseHeaders(input['headers']);
  const body = parseBody(input['body'], method);
  return {
    url,
    method,
    headers,
    withheld,
    body,
    timeoutMs: parseLimit(input['timeoutMs'], 'timeoutMs', limits.defaultTimeoutMs, limits.maxTimeoutMs),
    maxBytes: parseLimit(input['maxBytes'], 'maxBytes', limits.defaultMaxBytes, limits.maxMaxBytes),
  };
}

function parseUrl(value: unknown): URL {
  if (typeof value !== 'string' || value.trim() === '')
    throw bad('The relay body needs "url": the absolute http:// or https:// address of the MCP server.');
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new RelayFailure(
      'bad_url',
      `${JSON.stringify(value)} is not an absolute URL; write it as http://host:port/path.`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new RelayFailure(
      'bad_scheme',
      `The relay only forwards http: and https: URLs, not ${url.protocol}; give the server's HTTP address.`,
    );
  if (url.username !== '' || url.password !== '')
    throw new RelayFailure(
      'bad_url',
      'The URL carries credentials (user:password@); the relay does not send them. Remove them and send an Authorization header instead.',
    );
  url.hash = '';
  return url;
}

function parseMethod(value: unknown): string {
  if (value === undefined) return 'POST';
  const method = typeof value === 'string' ? value.toUpperCase() : '';
  if (!METHODS.has(method))
    throw bad(`"method" must be one of ${[...METHODS].join(', ')}; got ${JSON.stringify(value)}.`);
  return method;
}

function parseHeaders(value: unknown): { headers: [string, string][]; withheld: string[] } {
  if (value === undefined) return { headers: [], withheld: [] };
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw bad('"headers" must be an object of header names to string values.');
  const headers: [string, string][] = [];
  const withheld: string[] = [];
  // Entries, never lookups on the object: a header named __proto__ or constructor stays a header.
  const pairs = Object.entries(value);
  for (const [name, v] of pairs) {
    if (typeof v !== 'string') throw bad(`The header ${JSON.stringify(name)} must have a string value.`);
    const problem = headerProblem(name, v);
    if (problem) throw new RelayFailure('bad_header', `Cannot send this request: ${problem}.`);
  }
  const listed = connectionListed(pairs as [string, string][]);
  for (const [name, v] of pairs as [string, string][]) {
    if (withheldFromUpstream(name, listed)) withheld.push(name.toLowerCase());
    else headers.push([name, v]);
  }
  return { headers, withheld };
}

function parseBody(value: unknown, method: string): Buffer | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw bad('"body" must be a string (the JSON text to send).');
  if (method === 'GET' || method === 'HEAD')
    throw bad(`A ${method} request cannot have a body; remove "body" or use POST.`);
  return Buffer.from(value, 'utf8');
}

function parseLimit(value: unknown, name: string, fallback: number, max: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > max)
    throw bad(`"${name}" must be an integer from 1 to ${max} (the relay's maximum); got ${JSON.stringify(value)}.`);
  return value;
}
