import type { ServerResponse } from 'node:http';
import { dataHeaders } from '../security/headers';
import { RELAY_ERROR_HEADER, type RelayRefusal, type RelayRefusalCode } from './protocol';

const STATUS: Record<RelayRefusalCode, number> = {
  bad_host: 403,
  bad_origin: 403,
  missing_token: 401,
  bad_token: 401,
  method_not_allowed: 405,
  bad_body: 400,
  body_too_large: 413,
  bad_url: 400,
  bad_scheme: 400,
  bad_header: 400,
  self_target: 403,
  upstream_unreachable: 502,
  upstream_timeout: 504,
  not_found: 404,
  internal: 500,
};

/** A refusal of the relay itself, thrown inside the handler and turned into its response. */
export class RelayFailure extends Error {
  constructor(
    readonly code: RelayRefusalCode,
    message: string,
  ) {
    super(message);
  }
}

/** The relay's own refusal as status, headers and body: by code, RELAY_ERROR_HEADER, and `{ error: { code, message } }`. */
function refusalParts(code: RelayRefusalCode, message: string) {
  const body: RelayRefusal = { error: { code, message } };
  const headers: Record<string, string> = {
    ...dataHeaders('application/json; charset=utf-8'),
    [RELAY_ERROR_HEADER]: code,
  };
  if (code === 'method_not_allowed') headers['Allow'] = 'POST';
  // The rest of an oversized body is never read: the connection ends with the answer.
  if (code === 'body_too_large') headers['Connection'] = 'close';
  return { status: STATUS[code], headers, body: JSON.stringify(body) };
}

/** The relay's own refusal as a WHATWG response (the router's `/api/*` answers). */
export function refusalResponse(code: RelayRefusalCode, message: string): Response {
  const { status, headers, body } = refusalParts(code, message);
  return new Response(body, { status, headers });
}

/** The same refusal written on a Node response (the relay's own path); nothing when the answer already began. */
export function writeRefusal(out: ServerResponse, code: RelayRefusalCode, message: string): void {
  if (out.headersSent) return void out.destroy();
  const { status, headers, body } = refusalParts(code, message);
  out.writeHead(status, { ...headers, 'Content-Length': String(Buffer.byteLength(body)) });
  out.end(body);
}
