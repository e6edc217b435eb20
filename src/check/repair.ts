import type { HandlerResult } from '../handler/types';
import { isJsonObject, type JsonObject } from '../json/types';
import {
  ERROR_RANGES,
  errorCodeFact,
  inRange,
  LEGACY_PROTOCOL_VERSION,
  MCP_HEADERS,
  MODERN_PROTOCOL_VERSION as MODERN,
} from '../spec';
import { headerValue } from '../wire/headers';
import { envelopeRefusals, headerRefusals } from './admission';
import { EXTENSION_METHODS, type RequestView } from './context';
import { REMOVED, REMOVED_EXTENSION } from './removed';

type ErrorResult = Extract<HandlerResult, { kind: 'error' }>;

/**
 * The error a conforming server sends before running the method, in the SDK's order:
 * invalid envelope (-32602), routing headers (-32020), unsupported version (-32022), removed method
 * (-32601), undeclared tasks extension on tasks/* (-32021). Null when the method may run.
 *
 * @example
 * const _meta = { 'io.modelcontextprotocol/protocolVersion': '2026-07-28', 'io.modelcontextprotocol/clientCapabilities': {} };
 * preMethodRefusal(viewRequest({ method: 'ping', id: 1, params: { _meta } }))
 * // => { kind: 'error', code: -32601, message: 'ping was removed in 2026-07-28.' }
 */
export function preMethodRefusal(req: RequestView): ErrorResult | null {
  const envelope = envelopeRefusals(req)[0];
  if (envelope) return { kind: 'error', code: -32602, message: `${envelope.why}.` };
  const header = headerRefusals(req)[0];
  if (header) return { kind: 'error', code: -32020, message: `${header.why}.` };
  if (typeof req.version === 'string' && req.version !== MODERN)
    return repairError({ kind: 'error', code: -32022, message: 'Unsupported protocol version.' }, req);
  if ((REMOVED.has(req.method) && req.version === MODERN) || REMOVED_EXTENSION.has(req.method)) {
    return { kind: 'error', code: -32601, message: `${req.method} was removed in 2026-07-28.` };
  }
  if (req.undeclared && req.owner && req.modern && req.caps) {
    return repairError({ kind: 'error', code: -32021, message: `${req.method} needs ${req.owner.title}.` }, req);
  }
  return null;
}

/**
 * An error the method produced, with its code and data made conforming: pre-final codes renumbered
 * (-32001/-32003/-32004 → -32020/-32021/-32022), -32021 and -32022 data completed.
 *
 * @example
 * const req = viewRequest({ method: 'tools/call', id: 1 });
 * repairError({ kind: 'error', code: -32003, message: 'm', data: { requiredCapabilities: ['sampling'] } }, req)
 * // => { kind: 'error', code: -32021, message: 'm', data: { requiredCapabilities: { sampling: {} } } }
 */
export function repairError(error: ErrorResult, req: RequestView): ErrorResult {
  const fact = errorCodeFact(error.code);
  const renumbered = fact?.kind === 'pre-final' ? fact.replacedBy : null;
  const code = renumbered ?? (undefinedCode(error.code) ? -32603 : error.code);
  const data = isJsonObject(error.data) ? error.data : {};
  if (code === -32021)
    return {
      ...error,
      code,
      data: { ...data, requiredCapabilities: requiredCapabilities(data['requiredCapabilities'], req) },
    };
  if (code === -32022)
    return {
      ...error,
      code,
      data: {
        ...data,
        supported: supported(data['supported'], requested(req, data['requested'])),
        requested: requested(req, data['requested']),
      },
    };
  const uri = req.params?.['uri'];
  if (code === -32602 && req.method === 'resources/read' && typeof uri === 'string')
    return { ...error, code, data: { ...data, uri } };
  return { ...error, code };
}

// -32042 and the unassigned codes of -32099..-32020 have no meaning a client may rely on;
// -32603 keeps the answer an error without claiming one.
function undefinedCode(code: number): boolean {
  const fact = errorCodeFact(code);
  return (
    (fact?.kind === 'removed' && fact.replacedBy === null) || (inRange(code, ERROR_RANGES.mcp) && fact?.kind !== 'mcp')
  );
}

function requiredCapabilities(value: unknown, req: RequestView): JsonObject {
  const caps: JsonObject = isJsonObject(value) ? { ...value } : {};
  if (Array.isArray(value)) for (const name of value) if (typeof name === 'string') caps[name] = {};
  const id = EXTENSION_METHODS.has(req.method) ? req.owner?.id : undefined;
  if (id !== undefined) {
    const exts = isJsonObject(caps['extensions']) ? caps['extensions'] : {};
    caps['extensions'] = { ...exts, [id]: isJsonObject(exts[id]) ? exts[id] : {} };
  }
  return caps;
}

// The refused version is never among the supported ones (R-REQMETA-3).
function supported(value: unknown, refused: string): string[] {
  const given = Array.isArray(value) && value.every((v) => typeof v === 'string') ? value : [];
  const kept = given.filter((v) => v !== refused);
  return kept.length > 0 ? kept : [refused === MODERN ? LEGACY_PROTOCOL_VERSION : MODERN];
}

function requested(req: RequestView, sent: unknown): string {
  if (typeof req.version === 'string') return req.version;
  return headerValue(req.headers, MCP_HEADERS.protocolVersion)?.trim() ?? (typeof sent === 'string' ? sent : '');
}
