import { formContent, inputResponseFor, isJsonObject, valueFor, type JsonObject } from '../../../../../src/index';

/** One field of a form elicitation, read from its `requestedSchema` property. */
export interface Field {
  name: string;
  title: string;
  description: string;
  kind: 'text' | 'number' | 'integer' | 'boolean' | 'select' | 'multi';
  required: boolean;
  options: { value: string; label: string }[];
  format?: string;
  min?: number;
  max?: number;
}

/** What the user is answering to one input request, as the form holds it. */
export type Answer =
  | { kind: 'form'; action: 'accept' | 'decline' | 'cancel'; values: Record<string, string | boolean | string[]> }
  | { kind: 'url'; action: 'accept' | 'decline' | 'cancel' }
  | { kind: 'sampling'; text: string; model: string }
  | { kind: 'roots'; roots: { uri: string; name: string }[] }
  | { kind: 'raw'; text: string };

/** The response the answer makes, or what stops it. */
export type Built = { ok: true; value: JsonObject } | { ok: false; message: string };

/** The fields of a form elicitation's `requestedSchema` (flat primitives, enums, multi-select enums). */
export function fieldsOf(requestedSchema: unknown): Field[] {
  const schema = isJsonObject(requestedSchema) ? requestedSchema : {};
  const props = isJsonObject(schema['properties']) ? schema['properties'] : {};
  const required = Array.isArray(schema['required']) ? schema['required'] : [];
  return Object.entries(props).map(([name, raw]) => {
    const p = isJsonObject(raw) ? raw : {};
    const options = optionsOf(p);
    const items = isJsonObject(p['items']) ? p['items'] : {};
    const kind: Field['kind'] =
      p['type'] === 'array'
        ? 'multi'
        : options.length > 0
          ? 'select'
          : p['type'] === 'boolean'
            ? 'boolean'
            : p['type'] === 'integer'
              ? 'integer'
              : p['type'] === 'number'
                ? 'number'
                : 'text';
    return {
      name,
      title: typeof p['title'] === 'string' ? p['title'] : name,
      description: typeof p['description'] === 'string' ? p['description'] : '',
      kind,
      required: required.includes(name),
      options: kind === 'multi' ? optionsOf(items) : options,
      ...(typeof p['format'] === 'string' ? { format: p['format'] } : {}),
      ...(typeof p['minimum'] === 'number' ? { min: p['minimum'] } : {}),
      ...(typeof p['maximum'] === 'number' ? { max: p['maximum'] } : {}),
    };
  });
}

function optionsOf(p: JsonObject): Field['options'] {
  if (Array.isArray(p['enum'])) {
    const names = Array.isArray(p['enumNames']) ? p['enumNames'] : [];
    return p['enum'].map((v, i) => ({ value: String(v), label: typeof names[i] === 'string' ? names[i] : String(v) }));
  }
  const list = Array.isArray(p['oneOf']) ? p['oneOf'] : Array.isArray(p['anyOf']) ? p['anyOf'] : [];
  return list
    .filter((o): o is JsonObject => isJsonObject(o) && 'const' in o)
    .map((o) => ({
      value: String(o['const']),
      label: typeof o['title'] === 'string' ? o['title'] : String(o['const']),
    }));
}

/** The starting answer: required fields filled with the simplest valid values (defaults kept), accept. */
export function initialAnswer(request: unknown): Answer {
  const r = isJsonObject(request) ? request : {};
  const params = isJsonObject(r['params']) ? r['params'] : {};
  if (r['method'] === 'elicitation/create') {
    if (params['mode'] === 'url') return { kind: 'url', action: 'accept' };
    const start = formContent(params['requestedSchema']);
    const values: Record<string, string | boolean | string[]> = {};
    for (const field of fieldsOf(params['requestedSchema'])) {
      const schema = propertyOf(params['requestedSchema'], field.name);
      const value = field.name in start ? start[field.name] : 'default' in schema ? valueFor(schema, 1) : undefined;
      values[field.name] =
        field.kind === 'boolean'
          ? value === true
          : field.kind === 'multi'
            ? Array.isArray(value)
              ? value.map(String)
              : []
            : value === undefined || value === null
              ? ''
              : String(value);
    }
    return { kind: 'form', action: 'accept', values };
  }
  if (r['method'] === 'sampling/createMessage') return { kind: 'sampling', text: '', model: 'mcp-shape-inspector' };
  if (r['method'] === 'roots/list') {
    const roots = (inputResponseFor(request)?.['roots'] as { uri: string; name: string }[] | undefined) ?? [];
    return { kind: 'roots', roots };
  }
  return { kind: 'raw', text: '{}' };
}

function propertyOf(requestedSchema: unknown, name: string): JsonObject {
  const props =
    isJsonObject(requestedSchema) && isJsonObject(requestedSchema['properties']) ? requestedSchema['properties'] : {};
  const p = props[name];
  return isJsonObject(p) ? p : {};
}

/** The JSON response an answer makes (ElicitResult, CreateMessageResult, ListRootsResult or raw JSON). */
export function responseOf(request: unknown, answer: Answer): Built {
  const params = isJsonObject(request) && isJsonObject(request['params']) ? request['params'] : {};
  switch (answer.kind) {
    case 'url':
      return { ok: true, value: { action: answer.action } };
    case 'form':
      return answer.action === 'accept'
        ? formResponse(params['requestedSchema'], answer.values)
        : { ok: true, value: { action: answer.action } };
    case 'sampling':
      return {
        ok: true,
        value: {
          role: 'assistant',
          content: { type: 'text', text: answer.text },
          model: answer.model,
          stopReason: 'endTurn',
        },
      };
    case 'roots':
      return {
        ok: true,
        value: { roots: answer.roots.filter((r) => r.uri.trim() !== '').map((r) => (r.name ? r : { uri: r.uri })) },
      };
    case 'raw':
      try {
        const value: unknown = JSON.parse(answer.text);
        return isJsonObject(value)
          ? { ok: true, value }
          : { ok: false, message: 'The response must be a JSON object.' };
      } catch (error) {
        return { ok: false, message: `Not valid JSON: ${(error as Error).message}` };
      }
  }
}

function formResponse(requestedSchema: unknown, values: Record<string, string | boolean | string[]>): Built {
  const content: JsonObject = {};
  for (const field of fieldsOf(requestedSchema)) {
    const value = values[field.name];
    if (field.kind === 'boolean') {
      content[field.name] = value === true;
      continue;
    }
    if (field.kind === 'multi') {
      if (Array.isArray(value) && (value.length > 0 || field.required)) content[field.name] = value;
      continue;
    }
    const text = typeof value === 'string' ? value.trim() : '';
    if (text === '') {
      if (field.required) return { ok: false, message: `${field.title} is required.` };
      continue;
    }
    if (field.kind === 'number' || field.kind === 'integer') {
      const n = Number(text);
      if (!Number.isFinite(n) || (field.kind === 'integer' && !Number.isInteger(n)))
        return {
          ok: false,
          message: `${field.title} must be ${field.kind === 'integer' ? 'an integer' : 'a number'}.`,
        };
      if ((field.min !== undefined && n < field.min) || (field.max !== undefined && n > field.max))
        return { ok: false, message: `${field.title} must be between ${field.min ?? '−∞'} and ${field.max ?? '∞'}.` };
      content[field.name] = n;
    } else content[field.name] = text;
  }
  return { ok: true, value: { action: 'accept', content } };
}

/** Every key's response, or the first answer that stops the retry (named by its key). */
export function responsesOf(inputRequests: JsonObject, answers: Readonly<Record<string, Answer>>): Built {
  const out: JsonObject = {};
  for (const [key, request] of Object.entries(inputRequests)) {
    const built = responseOf(request, answers[key] ?? initialAnswer(request));
    if (!built.ok) return { ok: false, message: `${key}: ${built.message}` };
    out[key] = built.value;
  }
  return { ok: true, value: out };
}
