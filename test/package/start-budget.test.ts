import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO } from './installed';

// What the bare command loads before it serves its first page: serve.mjs, the server chunk it imports, and
// every chunk those import statically. The demo servers, the authorization server (oidc-provider), the tap's
// judge and the stdio bridge are chunks loaded on their first request (app/server/app.ts, cli/build.mjs).
const DIST = join(REPO, 'cli', 'dist');
const KB = 1024;
const START_BUDGET = 200 * KB;
// Strings only those parts hold: the demo's server name, oidc-provider's, zod's error map, Ajv's.
const LAZY_MARKERS = [/mcp-shape-inspector-demo/, /oidc-provider/, /ZodError/, /ajv\.js\.org|new Ajv/];

const read = (file: string) => readFileSync(join(DIST, file), 'utf8');
const staticImports = (code: string) => [...code.matchAll(/(?:from|import)\s*"\.\/([\w-]+\.mjs)"/g)].map((m) => m[1]!);
const dynamicImports = (code: string) => [...code.matchAll(/import\(\s*"\.\/([\w-]+\.mjs)"\s*\)/g)].map((m) => m[1]!);

/** `file` and every chunk it imports statically, transitively. */
function staticClosure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const imported of staticImports(read(file))) staticClosure(imported, seen);
  return seen;
}

describe('the bare command starts without its heavy parts (cli/dist)', () => {
  it('loads under 200 KB of bundle, none of it the demo, the authorization server, zod or Ajv', () => {
    if (!existsSync(join(DIST, 'serve.mjs'))) throw new Error('cli/dist is missing: run `npm run build` first.');
    const start = staticClosure('serve.mjs');
    // serve.mjs loads the server with one dynamic import (after parsing its flags), then serves.
    const [server, ...others] = dynamicImports(read('serve.mjs'));
    expect(others).toEqual([]);
    staticClosure(server!, start);
    const bytes = [...start].reduce((sum, file) => sum + Buffer.byteLength(read(file)), 0);
    expect(bytes, `${[...start].join(', ')}: ${(bytes / KB).toFixed(0)} KB`).toBeLessThan(START_BUDGET);
    const holding = [...start].filter((file) => LAZY_MARKERS.some((marker) => marker.test(read(file))));
    expect(holding).toEqual([]);
    // The parts are there, loaded later: the server chunk names the chunks it imports on first request.
    const later = dynamicImports(read(server!)).flatMap((file) => [...staticClosure(file)]);
    for (const marker of LAZY_MARKERS.slice(0, 2)) expect(later.some((file) => marker.test(read(file)))).toBe(true);
  });
});
