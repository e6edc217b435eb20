import type { Ajv2020 as RealAjv, Options } from 'ajv/dist/2020';
import type realAddFormats from 'ajv-formats';

// What the built app's modules get for 'ajv/dist/2020' and 'ajv-formats' (vite.config.ts, ajvInJudgeOnly):
// the page and the judge worker share chunks, and only the worker may compile code, so Ajv (37 KB gzip)
// comes in with the worker's entry (provide-ajv.ts) and never with the page, where these only throw.

interface RealAjvModules {
  Ajv2020: typeof RealAjv;
  addFormats: typeof realAddFormats;
}

let real: RealAjvModules | undefined;

/** Hands the real Ajv to the modules that import it by name (the judge worker's entry does, first). */
export function provideAjv(modules: RealAjvModules): void {
  real = modules;
}

function provided(): RealAjvModules {
  if (!real) throw new Error('the page compiles no schema: its judge worker judges them');
  return real;
}

/** The real Ajv2020 where it was provided (the judge worker); throws on the page. */
export class Ajv2020 {
  constructor(options?: Options) {
    // A constructor may return another object: callers get the real validator.
    return new (provided().Ajv2020)(options) as unknown as Ajv2020;
  }
}

/** The real ajv-formats where it was provided (the judge worker); throws on the page. */
export default function addFormats(...args: Parameters<typeof realAddFormats>): ReturnType<typeof realAddFormats> {
  return provided().addFormats(...args);
}
