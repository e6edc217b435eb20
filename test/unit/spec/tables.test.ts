import { describe, expect, it } from 'vitest';
import { cacheableMethods, httpStatus } from '../../../src/index';
import { ERROR_CODES, errorCodeFact, METHOD_SETS, METHODS, methodNames, type MethodName } from '../../../src/spec';
import { MCP_NAME_SOURCE } from '../../../src/wire/index';

describe('the protocol table drives the library', () => {
  it('cacheableMethods() is the seed list, in the seed order', () => {
    expect(cacheableMethods()).toEqual([
      'server/discover',
      'tools/list',
      'prompts/list',
      'resources/list',
      'resources/templates/list',
      'resources/read',
    ]);
  });

  it('httpStatus follows the status each code prescribes (200 for the rest)', () => {
    for (const fact of Object.values(ERROR_CODES)) expect(httpStatus(fact.code)).toBe(fact.httpStatus ?? 200);
    expect([httpStatus(-32020), httpStatus(-32021), httpStatus(-32022), httpStatus(-32601)]).toEqual([
      400, 400, 400, 404,
    ]);
    expect(httpStatus(-32004)).toBe(200);
  });

  it('Mcp-Name sources are the core three plus the tasks methods (SEP-2663)', () => {
    expect(MCP_NAME_SOURCE).toEqual({
      'tools/call': 'name',
      'prompts/get': 'name',
      'resources/read': 'uri',
      'tasks/get': 'taskId',
      'tasks/update': 'taskId',
      'tasks/cancel': 'taskId',
    });
  });

  it('the picker offers current methods only; removed ones are kept apart', () => {
    expect(methodNames).not.toContain('ping');
    expect(methodNames).toContain('subscriptions/listen');
    expect([...METHOD_SETS.removedCore]).toEqual([
      'initialize',
      'ping',
      'logging/setLevel',
      'resources/subscribe',
      'resources/unsubscribe',
    ]);
    expect([...METHOD_SETS.removedExtension]).toEqual(['tasks/result', 'tasks/list']);
    expect([...METHOD_SETS.inputRequired]).toEqual(['tools/call', 'prompts/get', 'resources/read']);
    for (const m of Object.keys(METHODS) as MethodName[])
      expect(METHODS[m].result === null, m).toBe(METHODS[m].removed !== null);
  });

  it('pre-final codes name the code that replaced them', () => {
    expect([-32001, -32003, -32004].map((c) => errorCodeFact(c)?.replacedBy)).toEqual([-32020, -32021, -32022]);
    expect(errorCodeFact(-32050)).toBeUndefined();
  });
});
