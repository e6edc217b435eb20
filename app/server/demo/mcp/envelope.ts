import { ENVELOPE, isJsonObject, TASKS_EXTENSION, type JsonObject } from '../../../../src';
import { CODES, McpError } from './errors';
import { LOG_LEVELS, type LogLevel, type McpRequest, type RequestId } from './types';

/** What a received JSON value is, as far as JSON-RPC goes. */
export type Incoming =
  | { kind: 'request'; id: RequestId; method: string; params: unknown }
  | { kind: 'notification'; method: string }
  | { kind: 'invalid'; id: RequestId | undefined; error: McpError };

const isId = (v: unknown): v is RequestId =>
  typeof v === 'string' || (typeof v === 'number' && Number.isSafeInteger(v));

/** Classifies one parsed message (batches do not exist in 2026-07-28). */
export function classify(value: unknown): Incoming {
  const invalid = (message: string, id?: RequestId): Incoming => ({
    kind: 'invalid',
    id,
    error: new McpError(CODES.invalidRequest, message),
  });
  if (Array.isArray(value))
    return invalid('JSON-RPC batches are not supported by 2026-07-28; send one message per POST.');
  if (!isJsonObject(value)) return invalid('The body must be one JSON-RPC message (a JSON object).');
  const id = isId(value['id']) ? value['id'] : undefined;
  if (value['jsonrpc'] !== '2.0') return invalid('"jsonrpc" must be "2.0".', id);
  if (typeof value['method'] !== 'string') return invalid('A request needs a string "method".', id);
  if ('id' in value && id === undefined) return invalid('"id" must be a string or an integer.');
  if ('result' in value || 'error' in value)
    return invalid('Clients send requests and notifications, not responses.', id);
  if (id === undefined) return { kind: 'notification', method: value['method'] };
  return { kind: 'request', id, method: value['method'], params: value['params'] };
}

/**
 * Reads the per-request envelope (BASIC § Per-request protocol fields): a missing `_meta`,
 * protocolVersion or clientCapabilities is -32602. A legacy `initialize` without envelope gets
 * -32022 with the versions this modern-only server speaks (VERS § Backward Compatibility).
 */
export function readEnvelope(
  incoming: Extract<Incoming, { kind: 'request' }>,
  supported: readonly string[],
  headerVersion: string | undefined,
): McpRequest {
  const params = isJsonObject(incoming.params) ? incoming.params : undefined;
  if (incoming.params !== undefined && params === undefined)
    throw new McpError(CODES.invalidParams, '"params" must be an object holding _meta.');
  const meta = params?.['_meta'];
  if (
    !isJsonObject(meta) ||
    meta[ENVELOPE.protocolVersion] === undefined ||
    meta[ENVELOPE.clientCapabilities] === undefined
  ) {
    if (incoming.method === 'initialize' && (headerVersion === undefined || !supported.includes(headerVersion))) {
      const requested =
        typeof params?.['protocolVersion'] === 'string' ? params['protocolVersion'] : (headerVersion ?? 'none');
      throw new McpError(
        CODES.unsupportedVersion,
        `This server speaks only ${supported.join(', ')}: send server/discover with the _meta envelope instead of initialize.`,
        { supported: [...supported], requested },
      );
    }
    const missing = !isJsonObject(meta)
      ? 'params._meta'
      : [ENVELOPE.protocolVersion, ENVELOPE.clientCapabilities].filter((k) => meta[k] === undefined).join(' and ');
    throw new McpError(
      CODES.invalidParams,
      `The request lacks ${missing}; every 2026-07-28 request carries the _meta envelope.`,
    );
  }
  const version = meta[ENVELOPE.protocolVersion];
  const caps = meta[ENVELOPE.clientCapabilities];
  if (typeof version !== 'string') throw new McpError(CODES.invalidParams, '_meta protocolVersion must be a string.');
  if (!isJsonObject(caps)) throw new McpError(CODES.invalidParams, '_meta clientCapabilities must be an object.');
  const token = meta['progressToken'];
  const extensions = caps['extensions'];
  return {
    id: incoming.id,
    method: incoming.method,
    params: params as JsonObject,
    meta,
    protocolVersion: version,
    clientCapabilities: caps,
    logLevel: readLogLevel(meta[ENVELOPE.logLevel]),
    progressToken: typeof token === 'string' || typeof token === 'number' ? token : undefined,
    tasksDeclared: isJsonObject(extensions) && isJsonObject(extensions[TASKS_EXTENSION]),
  };
}

/** -32022 for a version this server does not serve (VERS § Protocol Version Negotiation). */
export function checkVersion(request: McpRequest, supported: readonly string[]): void {
  if (supported.includes(request.protocolVersion)) return;
  throw new McpError(
    CODES.unsupportedVersion,
    `Protocol version ${JSON.stringify(request.protocolVersion)} is not supported; use one of ${supported.join(', ')}.`,
    { supported: [...supported], requested: request.protocolVersion },
  );
}

function readLogLevel(value: unknown): LogLevel | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'string' && (LOG_LEVELS as readonly string[]).includes(value)) return value as LogLevel;
  throw new McpError(
    CODES.invalidParams,
    `Unknown logLevel ${JSON.stringify(value)}; use one of ${LOG_LEVELS.join(', ')}.`,
  );
}
