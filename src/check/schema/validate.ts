import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { z } from 'zod';
import { isJsonObject } from '../../json/types';
import { guardedRegExp } from './guarded-regexp';
import { uniqueItemsRefusal } from './unique-items-guard';

/**
 * One place where a value departs from a JSON Schema 2020-12: the value's JSON pointer (relative to
 * the value), the schema keyword, the schema path and Ajv's sentence.
 *
 * @example
 * const v = validateJson({ type: 'object', properties: { n: { type: 'integer' } } }, { n: 'x' });
 * v.kind === 'invalid' && v.violations[0] // => { pointer: '/n', keyword: 'type', schemaPath: '#/properties/n/type', message: 'must be integer' }
 */
export interface SchemaViolation {
  pointer: string;
  keyword: string;
  schemaPath: string;
  message: string;
}

/**
 * What judging a value (or a schema) gave: valid, its violations, or why it could not be judged (a
 * remote `$ref`, which is never fetched; another dialect; a page that forbids compiling code).
 *
 * @example
 * validateJson({ $ref: 'https://example.com/s.json' }, 1).kind // => 'unjudged'
 */
export type SchemaVerdict =
  | { kind: 'valid' }
  | { kind: 'invalid'; violations: SchemaViolation[] }
  | { kind: 'unjudged'; reason: string; blocked?: true };

/** At most this many violations of one value are listed. */
const MAX_VIOLATIONS = 100;
/** Schemas nested deeper than this are not judged (the validator recurses). */
const MAX_DEPTH = 64;
/** Compiled schemas kept (by their JSON text) for the calls of one session. */
const CACHE_SIZE = 128;

let ajv: Ajv2020 | undefined;
const compiled = new Map<string, ValidateFunction | SchemaVerdict>();
/** Meta-schema verdicts of plain-JSON schemas, by their JSON text. */
const defects = new Map<string, SchemaVerdict>();
const VALID: SchemaVerdict = { kind: 'valid' };
let compiling = true;

/**
 * Whether code may be compiled here (JSON Schemas by Ajv, and Zod's fast paths, whose probe alone is a
 * policy violation). A page whose policy forbids it (the inspector's own) turns it off at start, so
 * nothing is tried; its judge worker judges schemas instead. Off, every schema verdict is `unjudged`.
 *
 * @example
 * allowSchemaCompilation(false);
 * validateJson({ type: 'string' }, 1).kind // => 'unjudged'
 * allowSchemaCompilation(true);
 * validateJson({ type: 'string' }, 1).kind // => 'invalid'
 */
export function allowSchemaCompilation(allowed: boolean): void {
  compiling = allowed;
  z.config({ jitless: !allowed });
}

// One instance, silent (a page that forbids compiling code is reported as unjudged, not logged); no
// schema is ever added to it by $id (addUsedSchema off), and no loadSchema, so a
// remote $ref fails to compile instead of being fetched.
function instance(): Ajv2020 {
  if (!ajv) {
    ajv = new Ajv2020({
      allErrors: true,
      strict: false,
      addUsedSchema: false,
      validateFormats: true,
      logger: false,
      code: { regExp: guardedRegExp },
    });
    addFormats(ajv);
  }
  return ajv;
}

/**
 * Validates a value against a JSON Schema 2020-12 with Ajv (formats included). Never throws.
 *
 * @example
 * validateJson({ type: 'string', minLength: 2 }, 'ab') // => { kind: 'valid' }
 * const v = validateJson({ type: 'object', required: ['a'] }, {});
 * v.kind === 'invalid' && v.violations.map((x) => [x.pointer, x.keyword]) // => [['', 'required']]
 */
export function validateJson(schema: unknown, value: unknown): SchemaVerdict {
  const validate = compile(schema);
  if (typeof validate !== 'function') return validate;
  const refusal = uniqueItemsRefusal(schema, value);
  if (refusal) return { kind: 'unjudged', reason: refusal };
  try {
    if (validate(value)) return { kind: 'valid' };
  } catch (error) {
    if (isPatternNotRun(error)) return { kind: 'unjudged', reason: (error as Error).message };
    return { kind: 'unjudged', reason: `the validator stopped (${messageOf(error)})` };
  }
  return { kind: 'invalid', violations: (validate.errors ?? []).slice(0, MAX_VIOLATIONS).map(violationOf) };
}

/**
 * What makes a schema no valid JSON Schema 2020-12: its departures from the 2020-12 meta-schema (at
 * their pointer inside the schema), or a local `$ref` that points nowhere. `unjudged` for a remote
 * `$ref` or a `$schema` naming another dialect.
 *
 * @example
 * schemaDefects({ type: 'object' }) // => { kind: 'valid' }
 * const d = schemaDefects({ type: 'objekt' });
 * d.kind === 'invalid' && d.violations[0]?.pointer // => '/type'
 * schemaDefects({ $defs: {}, properties: { a: { $ref: '#/$defs/missing' } } }).kind // => 'invalid'
 */
export function schemaDefects(schema: unknown): SchemaVerdict {
  if (typeof schema !== 'boolean' && (typeof schema !== 'object' || schema === null || Array.isArray(schema)))
    return {
      kind: 'invalid',
      violations: [
        { pointer: '', keyword: 'type', schemaPath: '', message: 'a schema must be an object or a boolean' },
      ],
    };
  const dialect = otherDialect(schema);
  if (dialect) return { kind: 'unjudged', reason: dialect };
  const shape = walk(schema);
  if (shape === 'deep') return DEEP;
  if (!compiling) return BLOCKED;
  // A listing repeats a few schemas many times: the verdict of a plain-JSON schema is its text's.
  const key = shape === 'json' ? textOf(schema) : null;
  if (key === null) return judgeSchema(schema, null);
  let verdict = defects.get(key);
  if (!verdict) {
    verdict = judgeSchema(schema, key);
    if (verdict !== BLOCKED) remember(defects, key, verdict);
  }
  // A caller may change the list it gets; the kept one stays as judged.
  return verdict.kind === 'invalid' ? { kind: 'invalid', violations: [...verdict.violations] } : verdict;
}

function judgeSchema(schema: boolean | object, key: string | null): SchemaVerdict {
  let a: Ajv2020;
  let ok: boolean;
  try {
    a = instance();
    ok = a.validateSchema(schema) as boolean;
  } catch (error) {
    return isEvalError(error)
      ? BLOCKED
      : { kind: 'unjudged', reason: `the meta-schema check stopped (${messageOf(error)})` };
  }
  if (!ok) return { kind: 'invalid', violations: (a.errors ?? []).slice(0, MAX_VIOLATIONS).map(violationOf) };
  const validate = key === null ? compile(schema) : compileKeyed(schema, key);
  return typeof validate === 'function' ? VALID : validate;
}

function compile(schema: unknown): ValidateFunction | SchemaVerdict {
  if (!compiling) return BLOCKED;
  if (walk(schema) === 'deep') return DEEP;
  const key = textOf(schema);
  return key === null ? { kind: 'unjudged', reason: 'the schema is not JSON' } : compileKeyed(schema, key);
}

function compileKeyed(schema: unknown, key: string): ValidateFunction | SchemaVerdict {
  const hit = compiled.get(key);
  if (hit) return hit;
  const made = compileNew(schema);
  remember(compiled, key, made);
  return made;
}

function textOf(schema: unknown): string | null {
  try {
    return JSON.stringify(schema) ?? '';
  } catch {
    return null;
  }
}

// Oldest out first, so a session's caches stay bounded.
function remember<T>(cache: Map<string, T>, key: string, value: T): void {
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
  cache.set(key, value);
}

function compileNew(schema: unknown): ValidateFunction | SchemaVerdict {
  if (typeof schema !== 'boolean' && (typeof schema !== 'object' || schema === null || Array.isArray(schema)))
    return { kind: 'unjudged', reason: 'the schema is neither an object nor a boolean' };
  const dialect = otherDialect(schema);
  if (dialect) return { kind: 'unjudged', reason: dialect };
  try {
    return instance().compile(schema as object);
  } catch (error) {
    return compileProblem(error);
  }
}

function compileProblem(error: unknown): SchemaVerdict {
  const e = error as { missingRef?: unknown; missingSchema?: unknown; name?: unknown };
  if (typeof e?.missingRef === 'string') {
    if (typeof e.missingSchema === 'string' && e.missingSchema !== '')
      return {
        kind: 'unjudged',
        reason: `its $ref ${JSON.stringify(e.missingRef)} is outside the schema and is never fetched`,
      };
    return {
      kind: 'invalid',
      violations: [
        {
          pointer: '',
          keyword: '$ref',
          schemaPath: '',
          message: `$ref ${JSON.stringify(e.missingRef)} points nowhere in the schema`,
        },
      ],
    };
  }
  if (isEvalError(error)) return BLOCKED;
  if (isPatternNotRun(error)) return { kind: 'unjudged', reason: (error as Error).message };
  const message = messageOf(error);
  if (message.startsWith('schema is invalid'))
    return { kind: 'invalid', violations: [{ pointer: '', keyword: '$schema', schemaPath: '', message }] };
  return { kind: 'unjudged', reason: `the schema could not be compiled (${message})` };
}

const DEEP: SchemaVerdict = { kind: 'unjudged', reason: `it is nested deeper than ${MAX_DEPTH} levels` };

// An explicit stack, so a 100,000-deep schema is measured without recursion; it stops at the limit.
// 'json' when every node is plain JSON (its text then stands for it), 'other' when one is not
// (undefined, a non-finite number or -0, a class instance, a function): no cached verdict for it.
function walk(schema: unknown): 'deep' | 'json' | 'other' {
  let plain = plainLeaf(schema);
  const stack: [unknown, number][] = [[schema, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (typeof node !== 'object' || node === null) continue;
    if (depth > MAX_DEPTH) return 'deep';
    const children = Object.values(node);
    if (plain && (Array.isArray(node) ? children.length !== node.length : !isJsonObject(node))) plain = false;
    for (const child of children) {
      if (typeof child === 'object' && child !== null) stack.push([child, depth + 1]);
      else if (plain && !plainLeaf(child)) plain = false;
    }
  }
  return plain ? 'json' : 'other';
}

function plainLeaf(value: unknown): boolean {
  switch (typeof value) {
    case 'string':
    case 'boolean':
    case 'object':
      return true;
    case 'number':
      return Number.isFinite(value) && !Object.is(value, -0);
    default:
      return false;
  }
}

// A page whose policy forbids compiling code (the inspector's own): its judge worker judges schemas.
const BLOCKED: SchemaVerdict = { kind: 'unjudged', reason: 'this context forbids compiling code', blocked: true };

// A schema pattern the guarded engine refused to run (see guarded-regexp.ts).
function isPatternNotRun(error: unknown): boolean {
  return (error as { name?: unknown })?.name === 'PatternNotRun';
}

function isEvalError(error: unknown): boolean {
  return (error as { name?: unknown })?.name === 'EvalError';
}

const DIALECT_2020 = /^https?:\/\/json-schema\.org\/draft\/2020-12\/schema#?$/;

// Ajv 2020 knows only its own meta-schema; another $schema is reported, not guessed at.
function otherDialect(schema: unknown): string | null {
  if (typeof schema !== 'object' || schema === null) return null;
  const named = (schema as Record<string, unknown>)['$schema'];
  if (named === undefined || (typeof named === 'string' && DIALECT_2020.test(named))) return null;
  return `its $schema ${JSON.stringify(named)} names another dialect than JSON Schema 2020-12`;
}

function violationOf(error: ErrorObject): SchemaViolation {
  return {
    pointer: error.instancePath,
    keyword: error.keyword,
    schemaPath: error.schemaPath,
    message: describe(error),
  };
}

function describe(error: ErrorObject): string {
  const p = error.params as Record<string, unknown>;
  if (error.keyword === 'additionalProperties' && typeof p['additionalProperty'] === 'string')
    return `must not have the additional property ${JSON.stringify(p['additionalProperty'])}`;
  if (error.keyword === 'enum' && Array.isArray(p['allowedValues']))
    return `must be one of ${p['allowedValues'].map((v) => JSON.stringify(v)).join(', ')}`;
  return error.message ?? error.keyword;
}

function messageOf(error: unknown): string {
  try {
    const m = error instanceof Error ? error.message : String(error);
    return m.length > 200 ? `${m.slice(0, 200)}…` : m;
  } catch {
    return 'an unprintable exception';
  }
}
