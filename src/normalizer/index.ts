// ExMCP.Server.ResultNormalizer (ex_mcp v1.0.0-rc.5) on Elixir terms.
export { NORMALIZER_VERSION } from './version';
export { KEY_TABLE, stringifyKey, stringifyKeys } from './keys';
export { toolResult, toolErrorResult } from './tool-result';
export type { ToolResultOptions } from './tool-result';
export { clientSafeDetail, errorMessage } from './error-message';
export { errorCode } from './error-code';
export { paginated } from './paginated';
export { NoMatchingClauseError } from './errors';
