import { httpStatus, REJECTION_HTTP_STATUS } from '../../../../src/index';
import type { StatusRow } from './types';

/**
 * The HTTP status one row of a status table states: a request refused before the method runs gets the
 * library's rejection status whatever the code (the checker's admission rules).
 *
 * @example
 * rowStatus({ code: -32602, when: 'no _meta', beforeMethod: true }) // => 400
 * rowStatus({ code: -32602, when: 'a bad argument' }) // => 200
 */
export function rowStatus(row: StatusRow): number {
  return row.beforeMethod ? REJECTION_HTTP_STATUS : httpStatus(row.code);
}
