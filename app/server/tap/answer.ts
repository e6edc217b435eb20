import type { ServerResponse } from 'node:http';
import { dataHeaders } from '../security/headers';
import { TAP_ERROR_HEADER, type TapRefusal } from './protocol';

/** Writes one of the tap's own answers: `{ error: { code, message } }` with TAP_ERROR_HEADER. */
export function writeTapError(res: ServerResponse, status: number, code: string, message: string): void {
  if (res.headersSent) return void res.destroy();
  const body: TapRefusal = { error: { code, message } };
  res.writeHead(status, { ...dataHeaders('application/json; charset=utf-8'), [TAP_ERROR_HEADER]: code });
  res.end(JSON.stringify(body));
}

/** The same answer as a WHATWG Response (the events feed and clear endpoints). */
export function tapErrorResponse(
  status: number,
  code: string,
  message: string,
  extra: Record<string, string> = {},
): Response {
  const body: TapRefusal = { error: { code, message } };
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...dataHeaders('application/json; charset=utf-8'), [TAP_ERROR_HEADER]: code, ...extra },
  });
}
