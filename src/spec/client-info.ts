/**
 * Who the inspector says it is in every request it sends (`io.modelcontextprotocol/clientInfo`, or the
 * `clientInfo` of a legacy `initialize`): the package's name and version, so a server's logs name the
 * release that talked to it. A unit test keeps it equal to `package.json`.
 *
 * @example
 * CLIENT_INFO.name // => 'mcp-shape-inspector'
 * CLIENT_INFO.version.split('.').length // => 3
 */
export const CLIENT_INFO: Readonly<{ name: string; version: string }> = Object.freeze({
  name: 'mcp-shape-inspector',
  version: '0.1.0',
});
