import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EXTENSION_SLOTS } from '../../../app/ext';
import { RULES } from '../../../src/check/rules';
import { schemaFor } from '../../../src/check/schemas';
import { EXTENSIONS } from '../../../src/ext';
import { EXTENSION_FACTS } from '../../../src/ext/facts';
import { META_KEYS, METHODS, NOTIFICATIONS } from '../../../src/spec';

// An extension is registered in the library (src/ext/index.ts), its facts (src/ext/facts.ts) and the app
// (app/ext/index.ts); each table is held to the others here, so one left out fails by name.
const names = EXTENSIONS.map((e) => e.facts.name);
const folders = (dir: string) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();

describe('the extension registries', () => {
  it('has one library module per src/ext folder, and one app slot object per module', () => {
    expect([...names].sort()).toEqual(folders('src/ext'));
    expect(EXTENSION_SLOTS.map((s) => s.name)).toEqual(names);
  });

  it('lists the same facts, in the same order, as the modules carry', () => {
    expect(EXTENSION_FACTS).toEqual(EXTENSIONS.map((e) => e.facts));
    for (const [i, e] of EXTENSIONS.entries()) expect(EXTENSION_FACTS[i], e.facts.name).toBe(e.facts);
  });

  it.each(EXTENSIONS.map((e) => [e.facts.name, e] as const))('merges %s into the spec tables', (name, e) => {
    for (const [method, fact] of Object.entries(e.facts.methods)) {
      expect(METHODS, method).toHaveProperty([method]);
      expect(fact.extension, method).toBe(name);
    }
    for (const method of Object.keys(e.facts.notifications)) expect(NOTIFICATIONS, method).toHaveProperty([method]);
    for (const [key, fact] of Object.entries(e.facts.metaKeys))
      expect(
        Object.values(META_KEYS).map((k) => k.key),
        key,
      ).toContain(fact.key);
  });

  it.each(EXTENSIONS.map((e) => [e.facts.name, e] as const))('gives %s a schema per result and result type', (_, e) => {
    const current = Object.entries(e.facts.methods).filter(([, f]) => f.removed === null && f.result !== null);
    expect(Object.keys(e.schemas.results).sort()).toEqual(current.map(([m]) => m).sort());
    for (const [method, fact] of current)
      expect(schemaFor(method, 'complete')?.definition).toBe(`${fact.result} (${e.schemas.source})`);
    expect(Object.keys(e.schemas.resultTypes).sort()).toEqual([...e.facts.resultTypes].sort());
  });

  it.each(EXTENSIONS.map((e) => [e.facts.name, e] as const))('catalogues the rules %s reports', (_, e) => {
    const ids = e.facts.rules.map(([id]) => id);
    expect(ids, 'its undeclared-method rule').toContain(e.facts.undeclaredRule);
    for (const id of ids) expect(RULES, id).toHaveProperty([id]);
  });
});
