import { isJsonObject } from '../json/types';
import { errorCodeFact } from '../spec';
import { ShapeInputError } from './errors';

/**
 * The HTTP status of a rejection raised before the method runs (an `Era.classify/2` or
 * header-validation error): always 400, whatever its code.
 *
 * @example
 * REJECTION_HTTP_STATUS // => 400
 */
export const REJECTION_HTTP_STATUS = 400;

/**
 * The HTTP status for a modern response, or a bare error code, produced while running a method:
 * the status `ERROR_CODES` prescribes (-32020/-32021/-32022 give 400, -32601 gives 404),
 * everything else (results included) 200.
 *
 * @example
 * httpStatus(-32601) // => 404
 * httpStatus({ jsonrpc: '2.0', id: 1, error: { code: -32022, message: 'x' } }) // => 400
 * httpStatus({ jsonrpc: '2.0', id: 1, result: { resultType: 'complete' } }) // => 200
 */
export function httpStatus(responseOrCode: number | object): number {
  if (typeof responseOrCode !== 'number' && (typeof responseOrCode !== 'object' || responseOrCode === null)) {
    throw new ShapeInputError('responseOrCode', 'a response map or an integer error code', responseOrCode);
  }
  const code = typeof responseOrCode === 'number' ? responseOrCode : errorCodeOf(responseOrCode);
  return (code === undefined ? undefined : errorCodeFact(code)?.httpStatus) ?? 200;
}

/**
 * The status of a rejection raised before the method runs: 400 for every code.
 *
 * @example
 * rejectionHttpStatus(-32602) // => 400
 */
export function rejectionHttpStatus(_code: number): number {
  return REJECTION_HTTP_STATUS;
}

function errorCodeOf(response: object): number | undefined {
  const error = (response as { error?: unknown }).error;
  if (!isJsonObject(error)) return undefined;
  return typeof error['code'] === 'number' ? error['code'] : undefined;
}
