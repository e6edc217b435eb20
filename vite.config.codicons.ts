// Monaco's icon font holds every codicon (about 600 glyphs, 74 KB gzip); the editor parts the app bundles
// draw a few dozen. This build step empties the outlines of the glyphs no bundled Monaco module names, and
// drops the glyph names (post table version 3), keeping every table and glyph id as they were.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { Plugin } from 'vite';

const MONACO_CODICONS = /monaco-editor\/esm\/vs\/base\/common\/(codiconsLibrary|codicons)\.js$/;
const MONACO_MODULE = /monaco-editor\/esm\/vs\/.*\.js$/;

/** Codicon key (`chevronDown`) and id (`chevron-down`) to code point, from Monaco's own two tables. */
export function codiconTable(libraryFile: string, derivedFile: string): Map<string, number> {
  const points = new Map<string, number>();
  const entries = (file: string) => [
    ...readFileSync(file, 'utf8').matchAll(/(\w+): register\('([\w-]+)', (?:0x([0-9a-f]+)|'([\w-]+)')\)/g),
  ];
  for (const file of [libraryFile, derivedFile])
    for (const [, key, id, hex, alias] of entries(file)) {
      const point = hex ? parseInt(hex, 16) : points.get(alias ?? '');
      if (point === undefined) continue;
      points.set(key!, point);
      points.set(id!, point);
    }
  return points;
}

/**
 * The code points the sources name: `Codicon.<key>`, a `codicon-<id>` class or a `$(<id>)` label (the three
 * ways Monaco's code names an icon). A word that only looks like one keeps one glyph more, never fewer.
 */
export function usedPoints(sources: string[], table: Map<string, number>): Set<number> {
  const used = new Set<number>();
  for (const source of sources)
    for (const [, key, id, label] of source.matchAll(/Codicon\.(\w+)|codicon-([a-z][\w-]*)|\$\(([a-z][\w-]*)/g)) {
      const point = table.get(key ?? id ?? label ?? '');
      if (point !== undefined) used.add(point);
    }
  return used;
}

interface Table {
  offset: number;
  length: number;
}

/** The glyph ids a format 4 cmap subtable maps the given code points to. */
function glyphsOf(font: DataView, cmap: Table, points: Set<number>): Set<number> {
  const glyphs = new Set<number>([0]);
  const count = font.getUint16(cmap.offset + 2);
  for (let i = 0; i < count; i++) {
    const record = cmap.offset + 4 + i * 8;
    const sub = cmap.offset + font.getUint32(record + 4);
    if (font.getUint16(sub) !== 4) continue;
    const segments = font.getUint16(sub + 6) / 2;
    const ends = sub + 14;
    const starts = ends + segments * 2 + 2;
    const deltas = starts + segments * 2;
    const ranges = deltas + segments * 2;
    for (let s = 0; s < segments; s++) {
      const end = font.getUint16(ends + s * 2);
      const start = font.getUint16(starts + s * 2);
      const delta = font.getUint16(deltas + s * 2);
      const rangeOffset = font.getUint16(ranges + s * 2);
      for (let point = start; point <= end && point !== 0xffff; point++) {
        if (!points.has(point)) continue;
        const at = ranges + s * 2 + rangeOffset + (point - start) * 2;
        const glyph = rangeOffset === 0 ? (point + delta) & 0xffff : font.getUint16(at);
        if (glyph !== 0) glyphs.add(rangeOffset === 0 ? glyph : (glyph + delta) & 0xffff);
      }
    }
    return glyphs;
  }
  throw new Error('codicon font: no format 4 cmap subtable');
}

/** The font with the outlines of every glyph outside `keep` emptied and no glyph names. */
export function emptyGlyphs(source: Uint8Array, points: Set<number>): Uint8Array {
  // A copy: a Node Buffer's slice() is a view of the same memory, and the tables below are edited in place.
  const bytes = new Uint8Array(source);
  const font = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tableCount = font.getUint16(4);
  const tables = new Map<string, Table>();
  for (let i = 0; i < tableCount; i++) {
    const record = 12 + i * 16;
    const tag = String.fromCharCode(...bytes.subarray(record, record + 4));
    tables.set(tag, { offset: font.getUint32(record + 8), length: font.getUint32(record + 12) });
  }
  const need = (tag: string) => {
    const table = tables.get(tag);
    if (!table) throw new Error(`codicon font: no ${tag} table`);
    return table;
  };
  const longLoca = font.getInt16(need('head').offset + 50) === 1;
  const glyphCount = font.getUint16(need('maxp').offset + 4);
  const keep = glyphsOf(font, need('cmap'), points);
  const loca = need('loca');
  const glyf = need('glyf');
  const at = (glyph: number) =>
    longLoca ? font.getUint32(loca.offset + glyph * 4) : font.getUint16(loca.offset + glyph * 2) * 2;
  // Kept glyphs are copied in order; an emptied glyph is a zero-length entry in loca.
  const parts: Uint8Array[] = [];
  const offsets: number[] = [];
  let size = 0;
  for (let glyph = 0; glyph < glyphCount; glyph++) {
    offsets.push(size);
    if (!keep.has(glyph)) continue;
    const outline = bytes.subarray(glyf.offset + at(glyph), glyf.offset + at(glyph + 1));
    const padded = new Uint8Array(outline.length + (outline.length % 4 === 0 ? 0 : 4 - (outline.length % 4)));
    padded.set(outline);
    parts.push(padded);
    size += padded.length;
  }
  offsets.push(size);
  const newGlyf = new Uint8Array(size);
  parts.reduce((offset, part) => (newGlyf.set(part, offset), offset + part.length), 0);
  const newLoca = new Uint8Array(offsets.length * 4);
  offsets.forEach((offset, i) => new DataView(newLoca.buffer).setUint32(i * 4, offset));
  // post version 3: the same metrics header, no glyph names.
  const post = need('post');
  const newPost = bytes.slice(post.offset, post.offset + 32);
  new DataView(newPost.buffer).setUint32(0, 0x00030000);
  const head = bytes.slice(need('head').offset, need('head').offset + need('head').length);
  new DataView(head.buffer).setInt16(50, 1); // long loca offsets
  new DataView(head.buffer).setUint32(8, 0); // checkSumAdjustment, set below
  const replaced = new Map<string, Uint8Array>([
    ['glyf', newGlyf],
    ['loca', newLoca],
    ['post', newPost],
    ['head', head],
  ]);
  return writeFont(bytes, tables, replaced);
}

function checksum(data: Uint8Array): number {
  const padded = new Uint8Array(data.length + ((4 - (data.length % 4)) % 4));
  padded.set(data);
  const view = new DataView(padded.buffer);
  let sum = 0;
  for (let i = 0; i < padded.length; i += 4) sum = (sum + view.getUint32(i)) >>> 0;
  return sum;
}

function writeFont(original: Uint8Array, tables: Map<string, Table>, replaced: Map<string, Uint8Array>): Uint8Array {
  const tags = [...tables.keys()].sort();
  const data = tags.map(
    (tag) =>
      replaced.get(tag) ?? original.slice(tables.get(tag)!.offset, tables.get(tag)!.offset + tables.get(tag)!.length),
  );
  const headerSize = 12 + tags.length * 16;
  const total = data.reduce((sum, table) => sum + table.length + ((4 - (table.length % 4)) % 4), headerSize);
  const out = new Uint8Array(total);
  const view = new DataView(out.buffer);
  out.set(original.subarray(0, 12));
  let offset = headerSize;
  let headAt = 0;
  tags.forEach((tag, i) => {
    const table = data[i]!;
    const record = 12 + i * 16;
    for (let c = 0; c < 4; c++) out[record + c] = tag.charCodeAt(c);
    view.setUint32(record + 4, checksum(table));
    view.setUint32(record + 8, offset);
    view.setUint32(record + 12, table.length);
    out.set(table, offset);
    if (tag === 'head') headAt = offset;
    offset += table.length + ((4 - (table.length % 4)) % 4);
  });
  view.setUint32(headAt + 8, (0xb1b0afba - checksum(out)) >>> 0);
  return out;
}

/** The build step: the codicon font keeps the glyphs of the icons the bundled Monaco modules name. */
export function codiconSubset(): Plugin {
  return {
    name: 'codicon-subset',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const font = Object.values(bundle).find((file) => /codicon-[\w-]*\.ttf$/.test(file.fileName));
      if (!font || font.type !== 'asset' || typeof font.source === 'string') return;
      const ids = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? Object.keys(file.modules) : []));
      const library = ids.find((id) => id.endsWith('/codiconsLibrary.js'));
      const derived = ids.find((id) => id.endsWith('/base/common/codicons.js'));
      if (!library || !derived) return;
      const sources = ids.filter((id) => MONACO_MODULE.test(id) && !MONACO_CODICONS.test(id));
      const points = usedPoints(
        sources.map((id) => readFileSync(id, 'utf8')),
        codiconTable(library, derived),
      );
      // Code points Monaco's CSS writes directly (`content: "\eab4"`).
      for (const file of Object.values(bundle))
        if (file.type === 'asset' && file.fileName.endsWith('.css'))
          for (const [, hex] of String(file.source).matchAll(/\\(e[0-9a-f]{3})\b/gi)) points.add(parseInt(hex!, 16));
      const before = font.source.length;
      font.source = emptyGlyphs(font.source, points);
      // The file's name carries a hash of its content, made before this step: a new content, a new name.
      const renamed = font.fileName.replace(
        /-[\w-]+\.ttf$/,
        `-${createHash('sha256').update(font.source).digest('base64url').slice(0, 8)}.ttf`,
      );
      const oldName = basename(font.fileName);
      for (const file of Object.values(bundle))
        if (file.type === 'asset' && file.fileName.endsWith('.css'))
          file.source = String(file.source).replaceAll(oldName, basename(renamed));
      delete bundle[font.fileName];
      this.emitFile({ type: 'asset', fileName: renamed, source: font.source });
      this.info(`codicon font: ${points.size} icons kept, ${before} -> ${font.source.length} bytes`);
    },
  };
}
