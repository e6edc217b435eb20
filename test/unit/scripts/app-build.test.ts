import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a script in plain JavaScript, without types
import { SOURCES } from '../../../scripts/app-build.mjs';

describe('buildIfStale', () => {
  it('counts every Vite config file among the build sources (a change to the subsetter rebuilds)', () => {
    const configs = readdirSync('.').filter((name) => /^vite\.config.*\.ts$/.test(name));
    expect(configs).toContain('vite.config.codicons.ts');
    expect(SOURCES).toEqual(expect.arrayContaining(configs));
  });
});
