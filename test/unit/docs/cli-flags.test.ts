import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseArgs } from '../../../cli/args';

// Each flag is described once: docs/cli.md has every flag of each command's --help, and hands the
// authorization flags to docs/authorization.md, whose table has exactly those (no copy of the others).
const doc = (name: string) => readFileSync(new URL(`../../../docs/${name}`, import.meta.url), 'utf8');
const cliDoc = doc('cli.md');

function helpFlags(command: 'scan' | 'client'): string[] {
  const help = parseArgs([command, '--help'], '0.0.0');
  const text = 'print' in help ? help.print : '';
  const options = text.slice(text.indexOf('Options:'));
  return [...options.matchAll(/^\s+(?:-\w, )?(--[a-z-]+)/gm)].map((m) => m[1]!).filter((f) => f !== '--help');
}

function section(text: string, heading: string): string {
  const start = text.indexOf(`\n## ${heading}`);
  const end = text.indexOf('\n## ', start + 1);
  return text.slice(start, end < 0 ? undefined : end);
}

// A flag in prose (`--flag`) or in a usage line ([--flag <value>]).
const named = (text: string) => new Set([...text.matchAll(/(?:^|[\s`[])(--[a-z][a-z-]*)/gm)].map((m) => m[1]!));

describe('the flags in the documents', () => {
  it.each([
    ['scan', '`scan`'],
    ['client', '`client`'],
  ] as const)('docs/cli.md names every flag of %s --help in its section', (command, heading) => {
    const flags = helpFlags(command);
    expect(flags.length).toBeGreaterThan(5);
    const inDoc = named(section(cliDoc, heading));
    expect(flags.filter((f) => !inDoc.has(f))).toEqual([]);
  });

  it("docs/authorization.md's table has the authorization flags docs/cli.md hands to it, and no other", () => {
    const client = helpFlags('client');
    const handed = /The authorization flags \(([^)]*)\)\s+are the table of/.exec(cliDoc)?.[1] ?? '';
    const expected = [...named(handed)].flatMap((f) => (f.endsWith('-') ? client.filter((c) => c.startsWith(f)) : [f]));
    expect(expected.length).toBeGreaterThan(5);
    const table = doc('authorization.md')
      .split('\n')
      .filter((line) => /^\| `--/.test(line))
      .flatMap((line) => [...named(line.split('|')[1]!)]);
    expect(table.toSorted()).toEqual(expected.toSorted());
    expect(table.filter((f) => !client.includes(f))).toEqual([]);
  });
});
