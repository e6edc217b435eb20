import { visit } from 'jsonc-parser';
import { isJsonObject, type JsonObject } from '../json/types';
import { META_KEYS } from '../spec';
import type { Scope } from './context';
import { objAt, ptr } from './context';
import { show } from './finding';
import { MRTR_METHODS } from './result-type';

const ENVELOPE_KEYS = [META_KEYS.protocolVersion.key, META_KEYS.clientCapabilities.key];

/**
 * R-MRTR-2/3/4/6/13 on an `input_required` result (R-MRTR-3 and -5 shapes come from the schema):
 * at least one part, bare embedded requests, unique keys in the raw text, only capabilities the
 * request declared, and the 2026-07-28 elicitation shapes.
 *
 * @example
 * const _meta = { 'io.modelcontextprotocol/protocolVersion': '2026-07-28', 'io.modelcontextprotocol/clientCapabilities': {} };
 * // A family of checkExchange: input_required without inputRequests.
 * const response = { status: 200, body: '{"jsonrpc":"2.0","id":1,"result":{"resultType":"input_required"}}' };
 * checkExchange({ request: { method: 'tools/call', id: 1, params: { name: 'x', _meta } }, response }).find((f) => f.rule === 'R-MRTR-2')?.pointer // => '/result'
 */
export function checkMrtr(s: Scope): void {
  const result = objAt(s.msg, 'result');
  if (!result || result['resultType'] !== 'input_required' || !MRTR_METHODS.has(s.req.method)) return;
  if (result['inputRequests'] === undefined && result['requestState'] === undefined) {
    s.report(
      'R-MRTR-2',
      ptr('result'),
      'The input_required result has neither inputRequests nor requestState; at least one is required.',
      {
        expected: 'inputRequests, requestState or both',
        actual: 'neither',
      },
    );
  }
  const requests = objAt(result, 'inputRequests');
  if (!requests) return;
  for (const [key, request] of Object.entries(requests)) {
    if (!isJsonObject(request)) continue;
    const at = ['result', 'inputRequests', key];
    for (const extra of ['jsonrpc', 'id'] as const) {
      if (extra in request)
        s.report(
          'R-MRTR-3',
          ptr(...at, extra),
          `The embedded request ${show(key)} carries ${extra}; embedded requests are bare {method, params}.`,
          {
            expected: 'absent',
            actual: show(request[extra]),
            severity: 'warning',
            because: 'a client reads the request and ignores the extra key',
          },
        );
    }
    const meta = objAt(objAt(request, 'params'), '_meta');
    if (meta && ENVELOPE_KEYS.some((k) => k in meta)) {
      s.report(
        'R-MRTR-3',
        ptr(...at, 'params', '_meta'),
        `The embedded request ${show(key)} carries a per-request _meta envelope, which embedded requests do not have.`,
        { severity: 'warning', because: 'a client reads the request and ignores the extra keys' },
      );
    }
    checkCapability(s, key, request);
    if (request['method'] === 'elicitation/create') checkElicitation(s, key, objAt(request, 'params'));
  }
  duplicateKeys(s);
}

function checkCapability(s: Scope, key: string, request: JsonObject): void {
  const caps = s.req.caps ?? {};
  const params = objAt(request, 'params') ?? {};
  const at = ptr('result', 'inputRequests', key);
  const miss = (need: string): void =>
    s.report(
      'R-MRTR-6',
      at,
      `The embedded ${show(request['method'])} needs the client capability ${need}, which this request did not declare.`,
      {
        expected: `clientCapabilities.${need}`,
        actual: show(s.req.caps),
      },
    );
  if (request['method'] === 'elicitation/create') {
    const el = objAt(caps, 'elicitation');
    const url = params['mode'] === 'url';
    if (!el) miss('elicitation');
    else if (url && !isJsonObject(el['url'])) miss('elicitation.url');
    else if (!url && !isJsonObject(el['form']) && Object.keys(el).length > 0) miss('elicitation.form');
  } else if (request['method'] === 'sampling/createMessage') {
    const sampling = objAt(caps, 'sampling');
    if (!sampling) miss('sampling');
    else if (('tools' in params || 'toolChoice' in params) && !isJsonObject(sampling['tools'])) miss('sampling.tools');
  } else if (request['method'] === 'roots/list' && !objAt(caps, 'roots')) miss('roots');
}

function checkElicitation(s: Scope, key: string, params: JsonObject | undefined): void {
  if (!params) return;
  const at = ['result', 'inputRequests', key, 'params'];
  if ('elicitationId' in params) {
    s.report(
      'R-MRTR-13',
      ptr(...at, 'elicitationId'),
      'elicitationId no longer exists in 2026-07-28; correlate through requestState instead.',
      {
        expected: 'absent',
        actual: show(params['elicitationId']),
        severity: 'warning',
        because: 'a key a client ignores',
      },
    );
  }
  if (params['mode'] === 'url') {
    if (typeof params['url'] === 'string' && !/^[A-Za-z][A-Za-z0-9+.-]*:\S+$/.test(params['url'])) {
      s.report('R-MRTR-13', ptr(...at, 'url'), 'The URL-mode elicitation url is not a URI.', {
        expected: 'a URI',
        actual: show(params['url']),
      });
    }
    return;
  }
  const schema = objAt(params, 'requestedSchema');
  if (!schema) return;
  if (schema['type'] !== 'object') {
    s.report('R-MRTR-13', ptr(...at, 'requestedSchema'), 'requestedSchema must be {type:"object", properties:{…}}.', {
      expected: '"object"',
      actual: show(schema['type']),
    });
  }
  for (const [name, prop] of Object.entries(objAt(schema, 'properties') ?? {})) {
    if (isJsonObject(prop) && (prop['type'] === 'object' || 'properties' in prop)) {
      s.report(
        'R-MRTR-13',
        ptr(...at, 'requestedSchema', 'properties', name),
        `The form field ${show(name)} is a nested object; form schemas are flat (primitive fields only).`,
        {
          expected: 'a primitive schema',
          actual: show(prop['type']),
        },
      );
    }
  }
}

// JSON.parse keeps the last duplicate, so only the raw text can show R-MRTR-4. A property's path
// is one segment per enclosing container below the root, so `depth` (containers open) picks the
// keys of $.result.inputRequests without pathSupplier(), which copies the whole path on each call.
function duplicateKeys(s: Scope): void {
  const text = s.parsed.response?.text;
  if (!text || text.length > 1_000_000 || !text.includes('"inputRequests"')) return;
  const keysAt: Set<string>[] = [];
  let depth = 0;
  try {
    visit(text, {
      onObjectBegin: () => {
        depth++;
        keysAt.push(new Set());
      },
      onObjectEnd: () => {
        depth--;
        keysAt.pop();
      },
      onArrayBegin: () => void depth++,
      onArrayEnd: () => void depth--,
      onObjectProperty: (property, _offset, _length, _line, _col, pathSupplier) => {
        if (depth !== 3) return;
        const p = pathSupplier();
        const keys = keysAt[keysAt.length - 1];
        if (p.length === 2 && p[0] === 'result' && p[1] === 'inputRequests' && keys) {
          if (keys.has(property))
            s.report(
              'R-MRTR-4',
              ptr('result', 'inputRequests', property),
              `The inputRequests key ${show(property)} appears twice in the raw JSON; keys must be unique.`,
              {
                actual: show(property),
              },
            );
          keys.add(property);
        }
      },
    });
  } catch {
    // A parser stack overflow on pathological nesting only costs this one check.
  }
}
