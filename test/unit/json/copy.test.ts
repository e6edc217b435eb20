import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { copyJsonObject } from '../../../src/json/copy';
import { toResponse } from '../../../src/index';

// Parsed JSON objects, sometimes with an own "__proto__" key (JSON.parse makes one).
const parsedObject = fc
  .array(fc.tuple(fc.oneof(fc.string(), fc.constant('__proto__'), fc.constant('resultType')), fc.jsonValue()))
  .map((entries) => JSON.parse(`{${entries.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`).join(',')}}`));

describe('copyJsonObject', () => {
  it('is the spread copy: same own keys in the same order, same values, same prototype', () => {
    fc.assert(
      fc.property(parsedObject, (value: Record<string, unknown>) => {
        const copy = copyJsonObject(value);
        const spread = { ...value };
        expect(Reflect.ownKeys(copy)).toEqual(Reflect.ownKeys(spread));
        expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
        for (const key of Reflect.ownKeys(spread)) expect(copy[key as string]).toBe(spread[key as string]);
        copy['added'] = 1;
        expect(value['added']).toBe(spread['added']);
      }),
    );
  });

  it('keeps an own __proto__ key as data: the shaped result still carries it', () => {
    const result = JSON.parse('{"__proto__": {"polluted": true}, "tools": []}') as Record<string, unknown>;
    const shaped = toResponse(1, 'tools/list', { kind: 'ok', result }) as { result: Record<string, unknown> };
    expect(Object.keys(shaped.result)).toEqual(['__proto__', 'tools', 'resultType', 'ttlMs', 'cacheScope']);
    expect(Object.getPrototypeOf(shaped.result)).toBe(Object.prototype);
    expect(JSON.stringify(shaped.result)).toBe(
      '{"__proto__":{"polluted":true},"tools":[],"resultType":"complete","ttlMs":60000,"cacheScope":"private"}',
    );
  });
});
