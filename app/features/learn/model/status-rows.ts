import { httpStatus } from '../../../../src/index';
import type { StatusRow } from './types';

/** A server refuses a request before running the method with 400, whatever the code (the checker's admission rules). */
const REFUSAL_STATUS = 400;

/**
 * The HTTP status one row of a status table states.
 *
 * @example
 * rowStatus({ code: -32602, when: 'no _meta', beforeMethod: true }) // 400
 * rowStatus({ code: -32602, when: 'a bad argument' }) // 200
 */
export function rowStatus(row: StatusRow): number {
  return row.beforeMethod ? REFUSAL_STATUS : httpStatus(row.code);
}
