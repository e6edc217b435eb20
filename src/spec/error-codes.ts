/**
 * What the 2026-07-28 revision says about one JSON-RPC error code.
 *
 * @example
 * const fact: ErrorCodeFact = ERROR_CODES.HeaderMismatch;
 * fact.httpStatus // => 400
 */
export interface ErrorCodeFact {
  readonly code: number;
  /** The schema's name for the error (pre-final and removed codes: the name they had). */
  readonly name: string;
  /** The HTTP status the transport prescribes, or null when none is (in-band, the SDK sends 200). */
  readonly httpStatus: number | null;
  /** `standard` JSON-RPC, `mcp` (-32099..-32020), `pre-final` (renumbered drafts), `removed` (2025 era). */
  readonly kind: 'standard' | 'mcp' | 'pre-final' | 'removed';
  /** The code that replaces a pre-final or removed one, or null. */
  readonly replacedBy: number | null;
}

const fact = (
  code: number,
  name: string,
  kind: ErrorCodeFact['kind'],
  httpStatus: number | null = null,
  replacedBy: number | null = null,
): ErrorCodeFact => ({ code, name, kind, httpStatus, replacedBy });

/**
 * Every error code the revision defines, renumbered or removed, by name.
 *
 * @example
 * ERROR_CODES.MethodNotFound.httpStatus // => 404
 * ERROR_CODES.PreFinalUnsupportedProtocolVersion.replacedBy // => -32022
 */
export const ERROR_CODES = {
  ParseError: fact(-32700, 'Parse error', 'standard'),
  InvalidRequest: fact(-32600, 'Invalid Request', 'standard'),
  MethodNotFound: fact(-32601, 'Method not found', 'standard', 404),
  InvalidParams: fact(-32602, 'Invalid params', 'standard'),
  InternalError: fact(-32603, 'Internal error', 'standard'),
  HeaderMismatch: fact(-32020, 'HeaderMismatch', 'mcp', 400),
  MissingRequiredClientCapability: fact(-32021, 'MissingRequiredClientCapability', 'mcp', 400),
  UnsupportedProtocolVersion: fact(-32022, 'UnsupportedProtocolVersion', 'mcp', 400),
  PreFinalHeaderMismatch: fact(-32001, 'HeaderMismatch', 'pre-final', null, -32020),
  PreFinalMissingRequiredClientCapability: fact(-32003, 'MissingRequiredClientCapability', 'pre-final', null, -32021),
  PreFinalUnsupportedProtocolVersion: fact(-32004, 'UnsupportedProtocolVersion', 'pre-final', null, -32022),
  LegacyResourceNotFound: fact(-32002, 'ResourceNotFound (2025-11-25)', 'removed', null, -32602),
  LegacyUrlElicitationRequired: fact(-32042, 'URLElicitationRequired (2025-11-25)', 'removed'),
} as const satisfies Record<string, ErrorCodeFact>;

const BY_CODE = new Map<number, ErrorCodeFact>(Object.values(ERROR_CODES).map((f) => [f.code, f]));

/**
 * The facts of a code, or undefined for a code the revision does not name.
 *
 * @example
 * errorCodeFact(-32022)?.name // => 'UnsupportedProtocolVersion'
 * errorCodeFact(-32050) // => undefined
 */
export function errorCodeFact(code: unknown): ErrorCodeFact | undefined {
  return typeof code === 'number' ? BY_CODE.get(code) : undefined;
}

/**
 * The code ranges of BASIC § Error Codes, inclusive.
 *
 * @example
 * inRange(-32050, ERROR_RANGES.mcp) // => true
 */
export const ERROR_RANGES = {
  /** Reserved for MCP; only the `mcp` codes of ERROR_CODES may be sent in it. */
  mcp: [-32099, -32020],
  /** Implementation-defined server errors that new implementations should not use. */
  avoided: [-32019, -32000],
  /** The whole JSON-RPC reserved range; application codes lie outside it. */
  jsonRpc: [-32768, -32000],
} as const satisfies Record<string, readonly [number, number]>;

/**
 * Whether a code lies in an inclusive range.
 *
 * @example
 * inRange(-32000, ERROR_RANGES.avoided) // => true
 */
export function inRange(code: number, [low, high]: readonly [number, number]): boolean {
  return code >= low && code <= high;
}

/**
 * The codes of one kind.
 *
 * @example
 * codesOf('mcp') // => [-32020, -32021, -32022]
 */
export function codesOf(kind: ErrorCodeFact['kind']): number[] {
  return Object.values(ERROR_CODES as Record<string, ErrorCodeFact>)
    .filter((f) => f.kind === kind)
    .map((f) => f.code);
}
