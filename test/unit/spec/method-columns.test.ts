import { describe, expect, it } from 'vitest';
import { isListMethod, listMethods, METHODS, methodNames, offeredMethods, type MethodName } from '../../../src/spec';
import { EXTENSION_FACTS } from '../../../src/ext/facts';

describe('the list and capability columns of METHODS', () => {
  it('names the result member of each list method, and of no other method', () => {
    const lists = Object.fromEntries(listMethods.map((m) => [m, METHODS[m].list]));
    expect(lists).toEqual({
      'tools/list': 'tools',
      'prompts/list': 'prompts',
      'resources/list': 'resources',
      'resources/templates/list': 'resourceTemplates',
    });
    const others = (Object.keys(METHODS) as MethodName[]).filter((m) => !isListMethod(m));
    expect(others.filter((m) => METHODS[m].list !== null)).toEqual([]);
  });

  it('offers a capability-less server only what every server serves', () => {
    expect(offeredMethods([], [])).toEqual(['server/discover', 'subscriptions/listen']);
  });

  it('offers every current method to a server that declares every capability and every extension', () => {
    const extensions = EXTENSION_FACTS.map((e) => e.id);
    expect(offeredMethods(['tools', 'prompts', 'resources', 'completions'], extensions)).toEqual(methodNames);
  });

  it('offers each method under its own capability only', () => {
    const byCapability = (capability: string) => offeredMethods([capability], []).filter((m) => METHODS[m].capability);
    expect(byCapability('tools')).toEqual(['tools/list', 'tools/call']);
    expect(byCapability('resources')).toEqual(['resources/list', 'resources/templates/list', 'resources/read']);
    expect(byCapability('completions')).toEqual(['completion/complete']);
    expect(offeredMethods(['tools'], []).some((m) => METHODS[m].extension === 'tasks')).toBe(false);
  });
});
