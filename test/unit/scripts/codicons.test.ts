import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { codiconTable, emptyGlyphs, usedPoints } from '../../../vite.config.codicons';

// The build's codicon subsetter on Monaco's real font: names resolve to code points, the cut font is a valid
// TrueType file, kept glyphs keep their outlines byte for byte and every other glyph is empty.
const monaco = join('node_modules', 'monaco-editor', 'esm', 'vs');
const table = codiconTable(
  join(monaco, 'base', 'common', 'codiconsLibrary.js'),
  join(monaco, 'base', 'common', 'codicons.js'),
);
const font = new Uint8Array(readFileSync(join(monaco, 'base', 'browser', 'ui', 'codicons', 'codicon', 'codicon.ttf')));

type Font = { view: DataView; tables: Map<string, { offset: number; length: number; checksum: number }> };

function readFont(bytes: Uint8Array): Font {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tables = new Map<string, { offset: number; length: number; checksum: number }>();
  for (let i = 0; i < view.getUint16(4); i++) {
    const record = 12 + i * 16;
    tables.set(String.fromCharCode(...bytes.subarray(record, record + 4)), {
      checksum: view.getUint32(record + 4),
      offset: view.getUint32(record + 8),
      length: view.getUint32(record + 12),
    });
  }
  return { view, tables };
}

function sum(view: DataView, offset: number, length: number): number {
  let total = 0;
  for (let i = 0; i < length; i += 4) {
    let word = 0;
    for (let b = 0; b < 4; b++) word = (word << 8) | (i + b < length ? view.getUint8(offset + i + b) : 0);
    total = (total + (word >>> 0)) >>> 0;
  }
  return total;
}

/** Each glyph's outline bytes, by glyph id. */
function outlines({ view, tables }: Font): Uint8Array[] {
  const long = view.getInt16(tables.get('head')!.offset + 50) === 1;
  const count = view.getUint16(tables.get('maxp')!.offset + 4);
  const loca = tables.get('loca')!.offset;
  const glyf = tables.get('glyf')!.offset;
  const at = (g: number) => (long ? view.getUint32(loca + g * 4) : view.getUint16(loca + g * 2) * 2);
  return Array.from({ length: count }, (_, g) => {
    const start = glyf + at(g);
    const end = glyf + at(g + 1);
    return new Uint8Array(view.buffer, view.byteOffset + start, end - start);
  });
}

describe('the codicon subsetter (vite.config.codicons.ts)', () => {
  it('finds icons by Codicon.<key>, a codicon-<id> class and a $(<id>) label, and nothing else', () => {
    const sources = [
      'x = Codicon.chevronDown;',
      '<span class="codicon codicon-close">',
      'label: "$(check) Done"',
      'Codicon.noSuchIcon',
    ];
    const points = usedPoints(sources, table);
    expect(table.get('chevronDown')).toBe(table.get('chevron-down'));
    expect([...points].sort()).toEqual([table.get('chevron-down'), table.get('close'), table.get('check')].sort());
  });

  it('writes a valid font that keeps the named glyphs whole and empties every other', () => {
    const keep = new Set([table.get('chevron-down')!, table.get('close')!]);
    const cut = emptyGlyphs(font, keep);
    const before = readFont(font);
    const after = readFont(cut);
    expect([...after.tables.keys()].sort()).toEqual([...before.tables.keys()].sort());
    // A table's checksum counts head's checkSumAdjustment as 0 (it is set last, from the whole file).
    for (const [tag, t] of after.tables) {
      const adjustment = tag === 'head' ? after.view.getUint32(t.offset + 8) : 0;
      expect((sum(after.view, t.offset, t.length) - adjustment) >>> 0, tag).toBe(t.checksum);
    }
    expect(sum(after.view, 0, cut.length)).toBe(0xb1b0afba);
    const [old, kept] = [outlines(before), outlines(after)];
    expect(kept).toHaveLength(old.length);
    const drawn = kept.flatMap((outline, glyph) => (outline.length > 0 ? [glyph] : []));
    // The two icons, and glyph 0 (.notdef) when it has an outline: a font always keeps it.
    expect(drawn).toHaveLength(2 + (old[0]!.length > 0 ? 1 : 0));
    expect(drawn.every((glyph) => old[glyph]!.length > 0)).toBe(true);
    for (const glyph of drawn) expect(kept[glyph]!.subarray(0, old[glyph]!.length)).toEqual(old[glyph]);
    expect(cut.length).toBeLessThan(font.length / 4);
    // The original is left as it was (the step edits a copy).
    expect(outlines(readFont(font)).filter((o) => o.length > 0).length).toBeGreaterThan(500);
  });
});
