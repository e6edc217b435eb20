import { isJsonObject } from '../json/types';
import { isTransportRefusal } from '../spec';
import type { Scope } from './context';
import { isInt, ptr } from './context';
import { show, textOf } from './finding';
import { readableIdAnsweredNull } from './null-id';

/**
 * R-RPC-1..5: the JSON-RPC envelope of the response message (jsonrpc, result xor error, id echo,
 * id type, error code and message types).
 *
 * @example
 * // A family of checkExchange: the request id 7 comes back as "7".
 * const response = { status: 200, body: '{"jsonrpc":"2.0","id":"7","result":{"tools":[],"resultType":"complete","ttlMs":0,"cacheScope":"private"}}' };
 * checkExchange({ request: { method: 'tools/list', id: 7 }, response }).find((f) => f.rule === 'R-RPC-3')?.pointer // => '/id'
 */
export function checkRpc(s: Scope): void {
  const m = s.msg;
  // An accepted notification's body is judged by R-HTTP-2 alone.
  if (!m || (s.req.notification && s.status !== undefined && s.status >= 200 && s.status < 300)) return;
  if (m['jsonrpc'] !== '2.0') {
    s.report(
      'R-RPC-1',
      'jsonrpc' in m ? ptr('jsonrpc') : '',
      `The response's jsonrpc member is ${'jsonrpc' in m ? show(m['jsonrpc']) : 'missing'}; it must be exactly "2.0".`,
      {
        expected: '"2.0"',
        actual: show(m['jsonrpc']),
      },
    );
  }
  const hasResult = 'result' in m;
  const hasError = 'error' in m;
  if (hasResult === hasError) {
    if (!hasResult && 'method' in m) {
      if ('id' in m)
        s.report(
          'R-RPC-8',
          '',
          `The server answered with a JSON-RPC request (${show(m['method'])}) instead of a response.`,
          {
            expected: 'a response with result or error',
            actual: 'a request',
          },
        );
      else
        s.report('R-RPC-2', '', 'The server answered with a notification instead of a response.', {
          expected: 'exactly one of result and error',
          actual: 'neither',
        });
    } else {
      s.report(
        'R-RPC-2',
        '',
        hasResult ? 'The response has both result and error.' : 'The response has neither result nor error.',
        {
          expected: 'exactly one of result and error',
          actual: hasResult ? 'both' : 'neither',
        },
      );
    }
  }
  if (!s.req.notification) checkId(s, m['id'], 'id' in m, hasError ? m['error'] : undefined);
  if (hasError) checkErrorObject(s, m['error']);
}

function checkId(s: Scope, id: unknown, present: boolean, error: unknown): void {
  const code = isJsonObject(error) ? error['code'] : undefined;
  if (!present) {
    // An unreadable request has no id to echo; a transport refusal MAY be an error without id (SHTTP).
    if (code === -32700 || code === -32600 || isTransportRefusal(s.status)) return;
    s.report('R-RPC-3', '', `The response has no id; it must echo the request id ${show(s.req.id)}.`, {
      expected: show(s.req.id),
      actual: 'absent',
    });
    return;
  }
  if (id === null) {
    const readable = readableIdAnsweredNull(s.req.id, s.status, s.msg);
    if (readable) s.report(readable.rule, readable.pointer, readable.message, readable);
    else
      s.report(
        'R-RPC-4',
        ptr('id'),
        'The response id is null; the schema allows only a string or an integer, and an error to a request whose id could not be read leaves id out.',
        { expected: 'a string, an integer, or no id', actual: 'null' },
      );
    if (error !== undefined || s.req.id === null) return;
  } else if (typeof id !== 'string' && !isInt(id)) {
    s.report('R-RPC-4', ptr('id'), `The response id ${show(id)} is neither a string nor an integer.`, {
      expected: 'a string or an integer',
      actual: show(id),
      severity: 'error',
    });
  }
  if (id !== s.req.id && !(s.req.id === undefined && s.req.notification)) {
    const sameText = textOf(id) === textOf(s.req.id);
    s.report(
      'R-RPC-3',
      ptr('id'),
      sameText
        ? `The response id ${show(id)} has another type than the request id ${show(s.req.id)}.`
        : `The response id ${show(id)} is not the request id ${show(s.req.id)}.`,
      { expected: show(s.req.id), actual: show(id) },
    );
  }
}

function checkErrorObject(s: Scope, error: unknown): void {
  if (!isJsonObject(error)) {
    s.report('R-RPC-5', ptr('error'), 'The error member is not an object with code and message.', {
      expected: '{code: integer, message: string}',
      actual: show(error),
    });
    return;
  }
  if (!isInt(error['code'])) {
    const p = 'code' in error ? ptr('error', 'code') : ptr('error');
    s.report(
      'R-RPC-5',
      p,
      'code' in error ? `error.code ${show(error['code'])} is not an integer.` : 'The error has no code.',
      {
        expected: 'an integer',
        actual: show(error['code']),
      },
    );
  }
  if (typeof error['message'] !== 'string') {
    const p = 'message' in error ? ptr('error', 'message') : ptr('error');
    s.report('R-RPC-5', p, 'message' in error ? 'error.message is not a string.' : 'The error has no message.', {
      expected: 'a string',
      actual: show(error['message']),
    });
  } else if (error['message'].length > 300 || /\n\s*at /.test(error['message'])) {
    s.report(
      'R-RPC-6',
      ptr('error', 'message'),
      `error.message is ${error['message'].length} characters long; it should be one short sentence (put details in data).`,
      {
        expected: 'one short sentence',
        actual: show(error['message']),
      },
    );
  }
}
