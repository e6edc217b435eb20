import { EXTENSION_META_KEYS } from '../ext/facts';

/**
 * A reserved `_meta` key: where it belongs and whether it is required there.
 *
 * @example
 * META_KEYS.serverInfo.where // => 'result'
 */
export interface MetaKeyFact {
  readonly key: string;
  /** `request` keys are request-scoped (params._meta of a request) and mean nothing in a result. */
  readonly where: 'request' | 'result' | 'notification' | 'any';
  readonly required: 'MUST' | 'SHOULD' | 'optional';
  /** Still understood, but deprecated (logLevel, SEP-2577) or gone with the 2025 era (related-task). */
  readonly status: 'current' | 'deprecated' | 'removed';
}

const key = (
  name: string,
  where: MetaKeyFact['where'],
  required: MetaKeyFact['required'] = 'optional',
  status: MetaKeyFact['status'] = 'current',
): MetaKeyFact => ({ key: name, where, required, status });

// The reserved `_meta` keys of the core revision (BASIC § Reserved keys).
const CORE_META_KEYS = {
  protocolVersion: key('io.modelcontextprotocol/protocolVersion', 'request', 'MUST'),
  clientCapabilities: key('io.modelcontextprotocol/clientCapabilities', 'request', 'MUST'),
  clientInfo: key('io.modelcontextprotocol/clientInfo', 'request', 'SHOULD'),
  logLevel: key('io.modelcontextprotocol/logLevel', 'request', 'optional', 'deprecated'),
  progressToken: key('progressToken', 'request'),
  serverInfo: key('io.modelcontextprotocol/serverInfo', 'result', 'SHOULD'),
  subscriptionId: key('io.modelcontextprotocol/subscriptionId', 'notification', 'MUST'),
  traceparent: key('traceparent', 'any'),
  tracestate: key('tracestate', 'any'),
  baggage: key('baggage', 'any'),
} as const satisfies Record<string, MetaKeyFact>;

/**
 * The reserved `_meta` keys: the core revision's, then each extension's (`src/ext`).
 *
 * @example
 * META_KEYS.protocolVersion.key // => 'io.modelcontextprotocol/protocolVersion'
 * META_KEYS.clientInfo.required // => 'SHOULD'
 * META_KEYS.relatedTask.status // => 'removed'
 */
export const META_KEYS: typeof CORE_META_KEYS & typeof EXTENSION_META_KEYS = {
  ...CORE_META_KEYS,
  ...EXTENSION_META_KEYS,
};

/**
 * The request-scoped `_meta` keys of the envelope, which the shaper strips from a result's `_meta`
 * (every method but tools/call) and the checker flags there (R-META-6 adds progressToken).
 *
 * @example
 * REQUEST_SCOPED_META_KEYS.includes('io.modelcontextprotocol/logLevel') // => true
 */
export const REQUEST_SCOPED_META_KEYS: readonly string[] = [
  META_KEYS.protocolVersion.key,
  META_KEYS.clientCapabilities.key,
  META_KEYS.clientInfo.key,
  META_KEYS.logLevel.key,
];
