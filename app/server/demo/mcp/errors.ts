import { ERROR_CODES, type HandlerResult } from '../../../../src';

/** A JSON-RPC error a handler or an admission check raises; `rejection` ones come before dispatch. */
export class McpError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
  }

  /** The handler result that carries this error to the shaper. */
  toResult(): HandlerResult {
    return {
      kind: 'error',
      code: this.code,
      message: this.message,
      ...(this.data !== undefined ? { data: this.data } : {}),
    };
  }
}

/** The error codes the demo sends (BASIC § Error Codes; SHTTP § Server Validation). */
export const CODES = {
  parseError: ERROR_CODES.ParseError.code,
  invalidRequest: ERROR_CODES.InvalidRequest.code,
  methodNotFound: ERROR_CODES.MethodNotFound.code,
  invalidParams: ERROR_CODES.InvalidParams.code,
  internalError: ERROR_CODES.InternalError.code,
  headerMismatch: ERROR_CODES.HeaderMismatch.code,
  missingCapability: ERROR_CODES.MissingRequiredClientCapability.code,
  unsupportedVersion: ERROR_CODES.UnsupportedProtocolVersion.code,
} as const;

/** -32602 with a message saying what to fix. */
export const invalidParams = (message: string, data?: unknown): McpError =>
  new McpError(CODES.invalidParams, message, data);

/** -32021 naming the capabilities the request must declare. */
export const missingCapability = (requiredCapabilities: Record<string, unknown>, what: string): McpError =>
  new McpError(CODES.missingCapability, `Missing required client capability: ${what}.`, { requiredCapabilities });

/** -32020 for a header that is missing, malformed or differs from the body. */
export const headerMismatch = (message: string): McpError => new McpError(CODES.headerMismatch, message);
