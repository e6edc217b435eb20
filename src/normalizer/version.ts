/**
 * The ex_mcp release whose `ExMCP.Server.ResultNormalizer` this folder ports.
 *
 * @example
 * NORMALIZER_VERSION // => '1.0.0-rc.5'
 */
export const NORMALIZER_VERSION = '1.0.0-rc.5';
