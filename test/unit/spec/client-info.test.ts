import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CLIENT_INFO } from '../../../src/index';

const pkg = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
  name: string;
  version: string;
};

describe('CLIENT_INFO', () => {
  it('is the package name and version, so a release bump renames what servers see', () => {
    expect(CLIENT_INFO).toEqual({ name: pkg.name, version: pkg.version });
  });
});
