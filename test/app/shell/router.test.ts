import { describe, expect, it } from 'vitest';
import { parseRoute, routeHash } from '../../../app/shell/router';

describe('parseRoute', () => {
  it.each([
    ['', 'playground', []],
    ['#', 'playground', []],
    ['#/playground', 'playground', []],
    ['#/live', 'live', []],
    ['#/scan/', 'scan', []],
    ['#/learn', 'learn', []],
    ['#/learn/result-type', 'learn', ['result-type']],
    ['#/learn/a%20b', 'learn', ['a b']],
    ['#/learn/%', 'learn', ['%']],
  ])('%s -> %s %j', (hash, screen, path) => {
    const route = parseRoute(hash);
    expect(route.screen).toBe(screen);
    expect(route.path).toEqual(path);
    expect(route.unknown).toBeUndefined();
  });

  it('carries screen parameters after ?', () => {
    const url = 'http://127.0.0.1:3000/mcp?x=1&y=2';
    const route = parseRoute(routeHash('live', [], { url }));
    expect(route.screen).toBe('live');
    expect(route.params.get('url')).toBe(url);
  });

  it.each(['#example/tools-list', '#example/%', '#s=eJzLSM3JyQcABiwCFQ', '#/', '#'])(
    'old playground link %s opens the playground',
    (hash) => {
      const route = parseRoute(hash);
      expect(route).toMatchObject({ screen: 'playground', hash });
      expect(route.unknown).toBeUndefined();
    },
  );

  it.each(['#/nowhere', '#top', '#/constructor', '#/__proto__'])(
    'an unknown hash %s is named, and shows the playground',
    (hash) => {
      expect(parseRoute(hash)).toMatchObject({ screen: 'playground', unknown: hash });
    },
  );
});
