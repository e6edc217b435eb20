import { describe, expect, it } from 'vitest';
import {
  absent,
  equals,
  has,
  hasKeyAnywhere,
  sameJson,
  satisfies,
  status,
  valueAt,
} from '../../../app/features/learn/model/checks';
import { jsonSyntaxPosition } from '../../../app/features/learn/model/json-position';
import type { Outcome } from '../../../app/features/learn/model/types';

const outcome = (response: unknown, httpStatus = 200): Outcome => ({
  response,
  responseText: JSON.stringify(response),
  httpStatus,
  findings: [],
  request: { method: 'tools/list', id: 1, params: {}, headers: {} },
});

describe('reading the response by JSON pointer', () => {
  it.each([
    ['/result/a/1', 2],
    ['/result/x~1y', 'slash'],
    ['/result/t~0z', 'tilde'],
    ['', { result: { a: [1, 2], 'x/y': 'slash', 't~z': 'tilde' } }],
  ])('%s', (pointer, expected) => {
    expect(valueAt({ result: { a: [1, 2], 'x/y': 'slash', 't~z': 'tilde' } }, pointer)).toEqual(expected);
  });

  it('names nothing for missing members, out-of-range and non-canonical indices, and bad pointers', () => {
    const doc = { result: { a: [1] } };
    for (const p of ['/result/b', '/result/a/1', '/result/a/01', '/result/a/-', 'result'])
      expect(has(doc, p), p).toBe(false);
  });

  it('does not read inherited members', () => {
    expect(absent('/result/toString', 'x')(outcome({ result: {} }))).toBeNull();
  });
});

describe('check helpers say what is wrong, and nothing when right', () => {
  it('equals compares JSON values whatever the key order', () => {
    const check = equals('/result/x', { a: 1, b: 2 }, 'Set x.');
    expect(check(outcome({ result: { x: { b: 2, a: 1 } } }))).toBeNull();
    expect(check(outcome({ result: { x: { a: 1 } } }))).toBe('Set x. (/result/x is {"a":1}, expected {"a":1,"b":2}.)');
    expect(check(outcome({ result: {} }))).toContain('is nothing');
  });

  it('absent, satisfies and status', () => {
    expect(absent('/result/task', 'Flatten it.')(outcome({ result: { task: {} } }))).toBe(
      'Flatten it. (/result/task is still there.)',
    );
    const integer = satisfies('/result/ttlMs', (v) => Number.isInteger(v), 'An integer.');
    expect(integer(outcome({ result: { ttlMs: 5 } }))).toBeNull();
    expect(integer(outcome({ result: { ttlMs: 1.5 } }))).toBe('An integer. (/result/ttlMs is 1.5.)');
    expect(status(404, 'Not found is 404.')(outcome({}, 200))).toBe('Not found is 404. (HTTP 200, expected 404.)');
    expect(status(404, 'x')(outcome({}, 404))).toBeNull();
  });

  it('hasKeyAnywhere finds a key at any depth, in arrays too', () => {
    expect(hasKeyAnywhere({ a: [{ b: { elicitationId: 1 } }] }, 'elicitationId')).toBe(true);
    expect(hasKeyAnywhere({ a: ['elicitationId'] }, 'elicitationId')).toBe(false);
  });

  it('sameJson ignores key order only', () => {
    expect(sameJson({ a: [1, { c: 3, b: 2 }] }, { a: [1, { b: 2, c: 3 }] })).toBe(true);
    expect(sameJson([1, 2], [2, 1])).toBe(false);
    expect(sameJson({ a: 1 }, { a: '1' })).toBe(false);
  });
});

describe('JSON syntax errors placed at a line and column', () => {
  it.each([
    ['{\n  "a": }', { line: 2, column: 8 }],
    ['{"a": 1,}', { line: 1, column: 9 }],
    ['{"a": 1} // note', { line: 1, column: 10 }],
    ['', { line: 1, column: 1 }],
    ['{"a": 1}', null],
  ])('%j', (text, expected) => {
    expect(jsonSyntaxPosition(text)).toEqual(expected);
  });
});
