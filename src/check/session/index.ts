import { findings } from './answer';
import { pageScopes, servedCapabilities, toolOrder } from './lists';
import { foreignOrigin, missingParamHeader, missingResource, outputSchemas, unknownNames } from './probes';
import { EXTENSIONS } from '../../ext';
import { retries } from './rounds';
import { structuredContentSchemas } from '../schema/session';
import { eraVerdictIds, legacyVersion, supportedVersions } from './versions';
import type { SessionExchange, SessionFinding } from './types';

export type { ProbeTag, SessionExchange, SessionFinding } from './types';

const RULE_SETS = [
  toolOrder,
  pageScopes,
  servedCapabilities,
  foreignOrigin,
  missingResource,
  unknownNames,
  missingParamHeader,
  outputSchemas,
  structuredContentSchemas,
  retries,
  supportedVersions,
  legacyVersion,
  eraVerdictIds,
  ...EXTENSIONS.flatMap((e) => e.sessionRules),
];

/**
 * Judges the rules that need several exchanges (`sessionRules()`), from exchanges tagged with why
 * they were sent: deterministic tool order and set (R-TOOLS-4/5), one cacheScope across pages
 * (R-CACHE-5), advertised vs served capabilities (R-DISCOVER-4), a foreign Origin (R-ORIGIN-1), an
 * unknown resource, tool, prompt or task (R-RES-4/5, R-TOOLS-11, R-PROMPT-3, R-TASK-6), a missing
 * `Mcp-Param-*` (R-HDR-9), outputSchema (R-TOOLS-9), MRTR retries (R-MRTR-7/11), task polls
 * (R-TASK-8), -32022 data.supported against the rest of the session (R-REQMETA-3), and after an era
 * verdict an unsupported version's 400 (R-ERA-3) and `"id": null` to a readable id (R-RPC-4). Each finding names the index of the exchange it is about. Never throws.
 *
 * @example
 * const listing = (tools: string) => ({ request: { method: 'tools/list', id: 1 }, response: { status: 200, body: `{"jsonrpc":"2.0","id":1,"result":{"tools":${tools}}}` } });
 * const a = '{"name":"a","inputSchema":{"type":"object"}}';
 * const b = '{"name":"b","inputSchema":{"type":"object"}}';
 * const session: SessionExchange[] = [
 *   { tag: { kind: 'list', method: 'tools/list', run: 1, page: 1 }, exchange: listing(`[${a},${b}]`) },
 *   { tag: { kind: 'list', method: 'tools/list', run: 2, page: 1 }, exchange: listing(`[${b},${a}]`) },
 * ];
 * // The second listing changed the order:
 * checkSession(session).map((f) => [f.rule, f.exchange]) // => [['R-TOOLS-4', 1]]
 */
export function checkSession(session: readonly SessionExchange[]): SessionFinding[] {
  const out = findings();
  for (const rules of RULE_SETS) {
    try {
      rules(session, out);
    } catch (error) {
      out.add(0, undefined, {
        rule: 'R-INTERNAL',
        pointer: '',
        message: `The ${rules.name} session checks could not finish (${(error as Error)?.message ?? String(error)}).`,
      });
    }
  }
  return out.list;
}
