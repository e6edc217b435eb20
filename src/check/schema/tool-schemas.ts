import { isJsonObject, type JsonObject } from '../../json/types';
import { ptr } from '../context';
import { show, type FindingDraft } from '../finding';
import { schemaDefects, validateJson } from './validate';

/** Tools of one listing whose schemas are judged (the rest of a huge list is left alone). */
export const TOOLS_JUDGED = 500;

/**
 * R-TOOLS-12: each place the `structuredContent` of a complete, successful tools/call result departs
 * from the tool's `outputSchema` (JSON Schema 2020-12, Ajv), at its JSON path with the keyword and the
 * schema path; R-TOOLS-14 when the schema cannot be judged (a remote `$ref`, another dialect).
 *
 * @example
 * const schema = { type: 'object', properties: { temp: { type: 'number' } }, required: ['temp'] };
 * const drafts = outputSchemaDrafts('forecast', schema, { content: [], structuredContent: { temp: 'warm' } });
 * drafts.map((d) => [d.rule, d.pointer, d.expected]) // => [['R-TOOLS-12', '/result/structuredContent/temp', 'type at #/properties/temp/type']]
 * outputSchemaDrafts('forecast', schema, { content: [], structuredContent: { temp: 21 } }) // => []
 */
export function outputSchemaDrafts(tool: string, schema: unknown, result: JsonObject): FindingDraft[] {
  if (result['isError'] === true || !('structuredContent' in result)) return [];
  const base = ptr('result', 'structuredContent');
  const verdict = validateJson(schema, result['structuredContent']);
  if (verdict.kind === 'valid') return [];
  if (verdict.kind === 'unjudged' && verdict.blocked) return topLevelDrafts(tool, schema, result['structuredContent']);
  if (verdict.kind === 'unjudged')
    return [
      {
        rule: 'R-TOOLS-14',
        pointer: base,
        message: `The structuredContent of ${tool} was not judged against its outputSchema: ${verdict.reason}.`,
      },
    ];
  return verdict.violations.map((v) => ({
    rule: 'R-TOOLS-12',
    pointer: base + v.pointer,
    message: `The structuredContent of ${tool} breaks its outputSchema at ${v.pointer || 'its root'}: ${v.message} (keyword ${v.keyword}, schema path ${v.schemaPath}).`,
    expected: `${v.keyword} at ${v.schemaPath}`,
    actual: show(valueAt(result['structuredContent'], v.pointer)),
  }));
}

/**
 * R-TOOLS-13/14 on one listed tool: its `inputSchema` and `outputSchema` judged against the JSON Schema
 * 2020-12 meta-schema, each defect at its pointer inside the schema.
 *
 * @example
 * const drafts = toolSchemaDrafts({ name: 't', inputSchema: { type: 'object', properties: { a: { type: 'text' } } } }, 0);
 * drafts.map((d) => [d.rule, d.pointer]) // => [['R-TOOLS-13', '/result/tools/0/inputSchema/properties/a/type']]
 */
export function toolSchemaDrafts(tool: JsonObject, index: number): FindingDraft[] {
  const out: FindingDraft[] = [];
  for (const key of ['inputSchema', 'outputSchema'] as const) {
    const schema = tool[key];
    if (!isJsonObject(schema)) continue;
    const base = ptr('result', 'tools', index, key);
    const verdict = schemaDefects(schema);
    if (verdict.kind === 'unjudged' && !verdict.blocked)
      out.push({
        rule: 'R-TOOLS-14',
        pointer: base,
        message: `The ${key} of ${show(tool['name'])} was not judged: ${verdict.reason}.`,
      });
    if (verdict.kind !== 'invalid') continue;
    // The meta-schema reports one defect under several keywords (anyOf branches): one finding per place.
    const seen = new Set<string>();
    for (const v of verdict.violations) {
      if (seen.has(v.pointer)) continue;
      seen.add(v.pointer);
      out.push({
        rule: 'R-TOOLS-13',
        pointer: base + v.pointer,
        message: `The ${key} of ${show(tool['name'])} is no valid JSON Schema 2020-12 at ${v.pointer || 'its root'}: ${v.message}.`,
        expected: 'a JSON Schema 2020-12',
        actual: show(valueAt(schema, v.pointer)),
      });
    }
  }
  return out;
}

// Where schemas cannot be compiled (a page whose policy forbids it), R-TOOLS-12 still judges what needs
// no validator: an object schema's top-level type and its required properties.
function topLevelDrafts(tool: string, schema: unknown, value: unknown): FindingDraft[] {
  if (!isJsonObject(schema) || schema['type'] !== 'object') return [];
  const base = ptr('result', 'structuredContent');
  const draft = (keyword: string, message: string, actual: string): FindingDraft => ({
    rule: 'R-TOOLS-12',
    pointer: base,
    message: `The structuredContent of ${tool} breaks its outputSchema at its root: ${message} (keyword ${keyword}, schema path #/${keyword}; only the top level was judged here).`,
    expected: `${keyword} at #/${keyword}`,
    actual,
  });
  if (!isJsonObject(value)) return [draft('type', 'must be object', show(value))];
  const required = Array.isArray(schema['required']) ? schema['required'] : [];
  return required
    .filter((k): k is string => typeof k === 'string' && !(k in value))
    .map((k) => draft('required', `must have required property '${k}'`, show(value)));
}

// The value at a JSON pointer Ajv produced (always a path that exists in the value).
function valueAt(value: unknown, pointer: string): unknown {
  let at = value;
  for (const raw of pointer.split('/').slice(1)) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(at)) at = at[Number(key)];
    else if (isJsonObject(at)) at = at[key];
    else return undefined;
  }
  return at;
}
