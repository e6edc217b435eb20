import { isJsonObject } from '../../../../../src/index';
import type { Check, Outcome } from '../types';
import { rpcError, rpcResult } from './demo-client';

/** The server must have answered with a result, not an error. */
export const noRpcError: Check = (o) => {
  const error = rpcError(o.response);
  if (error) {
    const status = o.httpStatus === undefined ? '' : ` on HTTP ${o.httpStatus}`;
    return `The demo server refused the request${status}: ${String(error.code)} ${String(error.message).replace(/\.$/, '')}.`;
  }
  return o.response === undefined ? 'The demo server sent no JSON-RPC response to this request.' : null;
};

/** The result's resultType must be one of `allowed`. */
export function resultTypeIn(allowed: readonly string[], say: string): Check {
  return (o) => {
    const result = rpcResult(o.response);
    if (!result) return null; // noRpcError reports it
    return allowed.includes(String(result['resultType']))
      ? null
      : `${say} (resultType is ${JSON.stringify(result['resultType'])}.)`;
  };
}

/** The request params as sent. */
export const sentParams = (o: Outcome): Record<string, unknown> => o.request.params;

/** The request `_meta` as sent ({} when absent). */
export const sentMeta = (o: Outcome): Record<string, unknown> => {
  const meta = sentParams(o)['_meta'];
  return isJsonObject(meta) ? meta : {};
};

/** The value of a sent header, whatever the case of its name. */
export function sentHeader(o: Outcome, name: string): string | undefined {
  const key = Object.keys(o.request.headers).find((k) => k.toLowerCase() === name.toLowerCase());
  return key === undefined ? undefined : o.request.headers[key];
}
