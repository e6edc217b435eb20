import { EXTENSIONS } from '../ext';
import { isJsonObject } from '../json/types';
import { parseResponseBody } from '../wire/parse';
import type { HeaderMap, WireResponse } from '../wire/types';
import { checkBody } from './body';
import { checkCache } from './cache';
import { authorizationChallenge } from './challenge';
import { viewRequest, type CheckContext, type Exchange, type Scope } from './context';
import { checkDiscover } from './discover';
import { eraVerdict, legacyVerdict, refusedRevision } from './era';
import { checkErrors } from './errors';
import { toFinding, type Finding, type FindingDraft } from './finding';
import { checkHttp } from './http';
import { checkListen } from './listen';
import { checkMeta } from './meta';
import { checkMrtr } from './mrtr';
import { checkRemoved } from './removed';
import { checkRequestSide } from './request';
import { checkResultType } from './result-type';
import { checkRpc } from './rpc';
import { checkStream } from './stream';
import { checkStructure } from './structure';
import { checkTools } from './tools';

// [name, check, modern exchanges only, also run on notification POSTs]
type Family = [name: string, run: (s: Scope) => void, modernOnly: boolean, notifications?: true];

// What still judges an exchange whose answer says the revision is not served (-32022, R-ERA-1).
const REVISION_FREE = new Set(['body', 'http', 'rpc', 'errors']);

const FAMILIES: Family[] = [
  ['body', checkBody, false, true],
  ['http', checkHttp, false, true],
  ['rpc', checkRpc, false, true],
  ['errors', checkErrors, false],
  ['removed', checkRemoved, false],
  ['request', checkRequestSide, false],
  ['result-type', checkResultType, true],
  ['structure', checkStructure, true],
  ['cache', checkCache, true],
  ['meta', checkMeta, true],
  ['mrtr', checkMrtr, true],
  ['discover', checkDiscover, true],
  ['tools', checkTools, true],
  // Each extension's family (src/ext/<name>), where the tasks family always ran.
  ...EXTENSIONS.map((e): Family => [e.facts.name, e.check, true]),
  ['stream', checkStream, true],
  ['listen', checkListen, true],
];

/**
 * Finds every place one exchange (request + HTTP response) departs from MCP 2026-07-28. Never
 * throws: a body that is empty, HTML, truncated, huge or deeply nested gives findings. Rules that
 * need several exchanges are judged by `checkSession` (listed by `sessionRules()`).
 *
 * @example
 * checkExchange({
 *   request: { method: 'tools/list', id: 1 },
 *   response: { status: 200, body: '{"jsonrpc":"2.0","id":1,"result":{"tools":[]}}' },
 * }).map((f) => f.rule) // => ['R-RESULT-TYPE-1', 'R-CACHE-1', 'R-META-1']
 */
export function checkExchange(exchange: Exchange, context?: CheckContext): Finding[] {
  const drafts: FindingDraft[] = [];
  const strict = isStrict(context);
  try {
    run(exchange, strict, drafts, toolOf(context));
  } catch (error) {
    if (strict) throw error;
    drafts.push(internal('request and body parsing', error));
  }
  return capPerRule(drafts).map(toFinding);
}

// The context is input too: a getter that throws must not make checkExchange throw.
function isStrict(context: CheckContext | undefined): boolean {
  try {
    return context?.strict === true;
  } catch {
    return false;
  }
}

// The listed tool of a tools/call (R-TOOLS-12), read as defensively as `strict`.
function toolOf(context: CheckContext | undefined): Scope['tool'] {
  try {
    const tool = context?.tool;
    return tool && typeof tool.name === 'string' ? tool : undefined;
  } catch {
    return undefined;
  }
}

// At most FINDINGS_PER_RULE findings per rule reach the caller (the UI); the rest of a rule's are
// replaced by one summary finding of that rule (pointer ''), placed after its last kept finding.
const FINDINGS_PER_RULE = 100;

function capPerRule(drafts: readonly FindingDraft[]): FindingDraft[] {
  const out: FindingDraft[] = [];
  const counts = new Map<string, number>();
  const summaries = new Map<string, FindingDraft>();
  for (const d of drafts) {
    const n = (counts.get(d.rule) ?? 0) + 1;
    counts.set(d.rule, n);
    if (n <= FINDINGS_PER_RULE) out.push(d);
    else if (n === FINDINGS_PER_RULE + 1) {
      const summary: FindingDraft = { rule: d.rule, pointer: '', message: '' };
      summaries.set(d.rule, summary);
      out.push(summary);
    }
  }
  for (const [rule, summary] of summaries) {
    const omitted = (counts.get(rule) ?? 0) - FINDINGS_PER_RULE;
    summary.message = `${omitted} more ${rule} finding${omitted === 1 ? ' was' : 's were'} omitted; only the first ${FINDINGS_PER_RULE} are listed.`;
    summary.actual = `${omitted} more`;
  }
  return out;
}

function run(exchange: Exchange, strict: boolean, drafts: FindingDraft[], tool?: Scope['tool']): void {
  const ex: Partial<Exchange> = isJsonObject(exchange) ? exchange : {};
  const req = viewRequest(ex.request);
  const raw: Partial<WireResponse> = isJsonObject(ex.response) ? ex.response : {};
  const headers = isJsonObject(raw.headers) ? (raw.headers as HeaderMap) : undefined;
  const response: WireResponse = {
    body: typeof raw.body === 'string' ? raw.body : '',
    ...(headers ? { headers } : {}),
    ...(typeof raw.status === 'number' ? { status: raw.status } : {}),
  };
  const parsed = parseResponseBody(response, { id: req.id });
  const message = parsed.response;
  const frame = message?.frame;
  const add = (d: FindingDraft): void => void drafts.push(d);
  const scope: Scope = {
    req,
    parsed,
    msg: message && isJsonObject(message.value) ? message.value : undefined,
    frame,
    status: response.status,
    headers,
    body: response.body,
    add,
    ...(tool ? { tool } : {}),
    report: (rule, pointer, text, extra) =>
      add({ ...extra, rule, pointer, message: text, ...(frame !== undefined ? { frame } : {}) }),
  };
  // One verdict instead of the modern rules: an authorization challenge (R-AUTH-21), a legacy
  // exchange (R-ERA-2) or a 2025-only server (R-ERA-1).
  const era = authorizationChallenge(scope) ?? legacyVerdict(scope) ?? eraVerdict(scope);
  if (era) {
    drafts.push(era);
    return;
  }
  const refused = refusedRevision(scope);
  if (refused) drafts.push(refused);
  for (const [name, check, modernOnly, notifications] of FAMILIES) {
    if ((modernOnly && !req.modern) || (req.notification && !notifications)) continue;
    if (refused && !REVISION_FREE.has(name)) continue;
    try {
      check(scope);
    } catch (error) {
      if (strict) throw error;
      drafts.push(internal(name, error));
    }
  }
}

function internal(family: string, error: unknown): FindingDraft {
  const what = describeError(error);
  return {
    rule: 'R-INTERNAL',
    pointer: '',
    message: `The ${family} checks could not finish (${what}); their rules were not judged.`,
  };
}

// Anything can be thrown, including values whose message or toString throws; at most 200 characters.
function describeError(error: unknown): string {
  let what: string;
  try {
    what =
      error instanceof RangeError
        ? 'the input is nested too deeply'
        : error instanceof Error
          ? String(error.message)
          : String(error);
  } catch {
    what = 'an unprintable exception';
  }
  return what.length > 200 ? `${what.slice(0, 200)}…` : what;
}
