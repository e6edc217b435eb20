import type { RuleRow } from '../../check/rule-row';
import { SPEC_PAGES } from '../../spec/urls';
import { BRIDGE_LIMITS } from './bounds';

const APPS = SPEC_PAGES.apps;
// Session scope: judged over several exchanges, or (R-APP-12..22) over the app bridge's conversation.
const S = { scope: 'session' } as const;

/**
 * The MCP Apps extension's rules (ext-apps specification, stable 2026-01-26), as rows of the catalogue
 * `RULES` (docs/rules.md).
 *
 * @example
 * APPS_RULES.map((row) => row[0]).includes('R-APP-7') // => true
 */
export const APPS_RULES = [
  ['R-APP-1', 'MUST', APPS, 'a UI resource URI uses the ui:// scheme'],
  ['R-APP-2', 'MUST', APPS, "a tool's _meta.ui is McpUiToolMeta, visibility only model and app"],
  ['R-APP-3', 'SHOULD NOT', APPS, 'no deprecated flat _meta["ui/resourceUri"] key'],
  ['R-APP-4', 'MUST', APPS, 'a ui:// resource reads as text/html;profile=mcp-app'],
  ['R-APP-5', 'SHOULD', APPS, 'a listed ui:// resource names text/html;profile=mcp-app'],
  ['R-APP-6', 'MUST', APPS, 'a ui:// resource is an HTML document in text or blob'],
  ['R-APP-7', 'MUST', APPS, 'every resourceUri a tool names can be read', S],
  ['R-APP-8', 'MUST', APPS, 'csp and permissions are declared on the resource, as McpUiResourceMeta'],
  ['R-APP-9', 'MUST', APPS, 'CSP domains are well-formed origins'],
  ['R-APP-10', 'MUST', APPS, 'an app tool result carries a meaningful text content fallback', S],
  ['R-APP-11', 'MUST', APPS, 'a client declaring io.modelcontextprotocol/ui lists its mimeTypes'],
  ['R-APP-12', 'MUST', APPS, 'a bridge message is a JSON-RPC 2.0 request, notification or response', S],
  ['R-APP-13', 'MUST', APPS, 'nothing but ui/initialize and ping crosses the bridge before initialized', S],
  ['R-APP-14', 'MUST', APPS, 'a bridge message has the fields its ext-apps schema requires', S],
  ['R-APP-15', 'MUST', APPS, 'a requested display mode is one the host and the View declared', S],
  ['R-APP-16', 'MUST', APPS, 'a View asks only for what the host declared in hostCapabilities', S],
  ['R-APP-17', 'MUST', APPS, 'a View calls only tools whose visibility includes app', S],
  ['R-APP-18', 'MUST', APPS, "every origin a View loads or connects to is declared in its resource's csp", S],
  [
    'R-APP-19',
    'SHOULD',
    APPS,
    `a View keeps its bridge messages few and small (this host: ${BRIDGE_LIMITS.maxMessageBytes / 1024 / 1024} MiB, ${BRIDGE_LIMITS.maxPerSecond} a second, ${BRIDGE_LIMITS.maxInFlight} calls waiting for the server)`,
    S,
  ],
  ['R-APP-20', 'SHOULD NOT', APPS, 'a View navigates its frame or opens windows (ui/open-link asks the host)', S],
  [
    'R-APP-21',
    'MAY',
    APPS,
    'a View may try eval, inline code or data: sources no declared csp allows: it must work without',
    S,
  ],
  [
    'R-APP-22',
    'MUST',
    APPS,
    'a View calls only tools the server listed: the host refuses a tool whose visibility it cannot know',
    S,
  ],
  ['R-APP-23', 'SHOULD NOT', APPS, "a resource's csp names no loopback origin (the user's own machine)"],
] as const satisfies readonly RuleRow[];
