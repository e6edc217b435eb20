import { judgeAuthorization } from '../../auth/judge';
import { authStepExchanges } from '../../auth/scan-exchanges';
import { initializeServedVerdict } from '../../check/era';
import { toFinding, type Finding } from '../../check/finding';
import { parseResponseBody } from '../../wire/parse';
import { checkSession } from '../../check/session';
import { withError, withFindings } from '../../exchange/records';
import { LIST_ITEMS } from '../../check/session/lists';
import type { ListMethod, SessionExchange } from '../../check/session/types';
import { isJsonObject, type JsonObject } from '../../json/types';
import { headerValue } from '../../wire/headers';
import { declaredExtensions, EXTENSIONS } from '../../ext';
import { ERROR_CODES, isTransportRefusal, listMethods, MODERN_PROTOCOL_VERSION } from '../../spec';
import {
  discoverProbe,
  fixedProbes,
  foreignOriginProbe,
  HEADER_PROBES,
  legacyInitializeProbe,
  listedProbes,
  listenProbe,
  listProbe,
  PROBE_NAMES,
  unsupportedVersionProbe,
} from './battery';
import { noEndpointReason } from './no-endpoint';
import { legacyPhase, sseTransportAt } from './legacy-phase';
import { callTools, type ListedTool } from './calls';
import { defaultHost } from './host';
import { exchangeOf, scanAnswer } from './read';
import { buildReport } from './report';
import { ScanSession, settingsOf } from './session';
import type { ScanExchange, ScanOptions, ScanReport } from './types';

/**
 * Scans a whole server over an injected fetch: server/discover, every list method twice (pages
 * followed through nextCursor), a missing resource, unknown and removed methods, an unsupported
 * version, a missing envelope, mismatched and missing routing headers, a foreign Origin, JSON-only
 * Accept and unknown names; with `includeCalls`, every listed tool once (input_required and tasks
 * followed one round). Each exchange is judged by `checkExchange`, the whole session by
 * `checkSession`. Probes run `concurrency` at a time with a timeout each and a byte cap per answer;
 * a dead or slow server gives a partial report (verdict `unreachable` or `incomplete`), never a
 * hang; a URL that is no MCP endpoint (`noEndpointReason`) stops after server/discover. After an
 * era verdict (R-ERA-1) only the foreign Origin and unsupported-version probes go out. Never rejects.
 *
 * @example
 * // A stand-in for a server of the 2025 era: every request gets -32601 with HTTP 404. In real use pass the global fetch.
 * const fetch: FetchLike = async (url, init) => Response.json({ jsonrpc: '2.0', id: JSON.parse(init.body).id, error: { code: -32601, message: 'Method not found' } }, { status: 404 });
 * const seen: string[] = [];
 * const report = await scanServer({ url: 'http://127.0.0.1:3000/mcp', fetch, onProgress: (p) => seen.push(`${p.done}/${p.total} ${p.label}`) });
 * report.verdict // => 'fail'
 * report.findings.map((f) => `${f.rule} on ${report.exchanges[f.exchange]!.label}`)
 * // => ['R-ERA-1 on server/discover', 'R-ERA-3 on an unsupported protocol version (2099-01-01), 400 expected of any revision', 'R-ORIGIN-1 on a foreign Origin (https://attacker.example) on a 2025-11-25 initialize']
 * seen[0] // => '1/1 server/discover'
 */
export async function scanServer(options: ScanOptions): Promise<ScanReport> {
  const settings = settingsOf(options, options.host ?? defaultHost());
  const session = new ScanSession(settings);
  const startedAt = settings.now();
  const notes: string[] = [];
  let discover = await session.send(discoverProbe());
  const stdio = settings.transport === 'stdio';
  const foreignOrigin = stdio
    ? null
    : options.foreignOrigin === undefined
      ? PROBE_NAMES.foreignOrigin
      : options.foreignOrigin;
  if (foreignOrigin === null && !stdio)
    notes.push(
      'R-ORIGIN-1 was not probed: this fetch cannot set a foreign Origin (a browser page sends its own); scan through the relay or the CLI.',
    );
  discover = await confirmEarlierRevision(session, discover);
  const era = discover.findings.some((f) => f.rule === 'R-ERA-1');
  let noEndpoint = discover.outcome === 'answered' && !era ? noEndpointReason(discover) : null;
  // No JSON-RPC to a POST may still be the HTTP+SSE transport of 2024-11-05: its GET names an endpoint.
  const refusedPost = discover.response?.status === 404 || discover.response?.status === 405;
  const sse = noEndpoint && refusedPost && !stdio ? await sseTransportAt(settings, options) : null;
  if (sse) {
    noEndpoint = null;
    session.stop(
      'the URL is the HTTP+SSE transport of 2024-11-05 (R-ERA-1): no 2026-07-28 probe applies, so its own session was judged by its era instead',
    );
  }
  if (noEndpoint) {
    // One sentence instead of the findings of a page that is no MCP endpoint.
    discover = session.replace(withError(discover, { code: 'no-endpoint', message: noEndpoint }, []));
    session.stop(noEndpoint);
  }
  if (!session.stopped) discover = await judgeAuthorizationOf(session, discover, options, notes);
  const sent = await stopEarly(session, discover, foreignOrigin);
  const caps = scanAnswer(discover).result?.['capabilities'];
  const extensions = declaredExtensions(caps);
  await Promise.all([
    ...listMethods.map((method) => listTwice(session, method, notes)),
    ...fixedProbes({ foreignOrigin, extensions })
      .filter((probe) => !sent.has(probe.probe) && !(stdio && HEADER_PROBES.has(probe.probe)))
      .map((probe) => session.send(probe)),
  ]);
  session.settle();
  const listed = firstListing(session.exchanges);
  const listen = listenProbe(caps, listed.resources);
  await Promise.all([...listedProbes(listed), ...(listen ? [listen] : [])].map((probe) => session.send(probe)));
  // Each extension's follow-ups read what the lists named (apps: every ui:// resource; skills: a skill).
  const followUps = session.stopped ? [] : EXTENSIONS.flatMap((e) => e.followUps?.(sessionOf(session.exchanges)) ?? []);
  const areaNotes = Object.fromEntries(followUps.flatMap((f) => (f.note ? [[f.note.area, f.note.text]] : [])));
  await Promise.all(followUps.flatMap((f) => f.probes).map((probe) => session.send(probe)));
  if (options.includeCalls) await callTools(session, listed.tools, notes);
  else if (listed.tools.length > 0)
    notes.push(
      `${listed.tools.length} listed ${listed.tools.length === 1 ? 'tool was' : 'tools were'} not called; ${options.callsHint ?? 'scan with includeCalls: true'} to call each once.`,
    );
  session.settle();
  for (const e of session.exchanges)
    if (e.outcome === 'answered' && e.error)
      notes.push(noEndpoint && e.index === discover.index ? e.error.message : `${e.label}: ${e.error.message}.`);
  // No endpoint: its sentence is the note already, said once.
  if (session.stopped && !noEndpoint) notes.push(`Partial report: ${session.stopped}.`);
  placeSessionFindings(session.exchanges);
  // A 2025-era server gets its own session, judged by its era, and the migration report.
  const legacy = era || sse ? await legacyPhase(session, options, { discover, sse, foreignOrigin, notes }) : null;
  if (legacy?.noEndpoint) noEndpoint = legacy.noEndpoint;
  return buildReport({
    target: settings.url,
    startedAt,
    durationMs: settings.now() - startedAt,
    includeCalls: options.includeCalls === true,
    exchanges: session.exchanges,
    notes,
    areaNotes,
    ...(noEndpoint ? { noEndpoint } : {}),
    ...(legacy?.era ? { era: legacy.era } : eraOf(discover, noEndpoint)),
    ...(legacy?.summary ? { legacy: legacy.summary, migration: legacy.migration } : {}),
  });
}

// A server that answered server/discover with a result and no era verdict speaks 2026-07-28.
function eraOf(discover: ScanExchange, noEndpoint: string | null): { era?: string } {
  const answered = !noEndpoint && !discover.findings.some((f) => f.rule === 'R-ERA-1');
  return answered && scanAnswer(discover).result ? { era: MODERN_PROTOCOL_VERSION } : {};
}

// After an era verdict only the probes that hold for every revision go out (a foreign Origin, an
// unsupported version); the ids of the probes sent here are returned so they are not sent twice.
async function stopEarly(session: ScanSession, discover: ScanExchange, origin: string | null): Promise<Set<string>> {
  if (discover.outcome !== 'answered') {
    session.stop(`the server could not be reached (${discover.error?.message ?? 'no answer'})`);
    return new Set();
  }
  const era = discover.findings.find((f) => f.rule === 'R-ERA-1');
  if (!era || session.stopped) return new Set();
  // Over stdio no MCP-Protocol-Version header travels: only the Origin probe would be left, and it is not sent.
  const probes = [
    ...(session.settings.transport === 'stdio' ? [] : [unsupportedVersionProbe('legacy')]),
    ...(origin !== null ? [foreignOriginProbe(origin, 'legacy')] : []),
  ];
  await Promise.all(probes.map((probe) => session.send(probe)));
  const refused = scanAnswer(discover).error?.['code'] === ERROR_CODES.UnsupportedProtocolVersion.code;
  if (session.settings.transport === 'stdio')
    return (
      session.stop(
        'server/discover was answered like a server of an earlier revision (R-ERA-1); over stdio no probe holds for every revision, so no other was sent',
      ),
      new Set()
    );
  session.stop(
    refused
      ? 'server/discover was refused with -32022: the server does not serve 2026-07-28 (R-ERA-1), so only the probes that hold for every revision (a foreign Origin, an unsupported version) were sent'
      : 'server/discover was answered like a 2025-11-25 server (R-ERA-1), so only the probes that hold for every revision (a foreign Origin, an unsupported version) were sent',
  );
  return new Set(probes.map((p) => p.probe));
}

// A 4xx without JSON-RPC to server/discover is either a server of an earlier revision or no MCP at
// all: a plain 2025-11-25 initialize tells them apart, and a served one gives the era verdict.
async function confirmEarlierRevision(session: ScanSession, discover: ScanExchange): Promise<ScanExchange> {
  const response = discover.outcome === 'answered' ? discover.response : null;
  if (!response || discover.findings.some((f) => f.rule === 'R-ERA-1')) return discover;
  const status = response.status;
  if (status < 400 || status > 499 || isTransportRefusal(status)) return discover;
  if (parseResponseBody(response).messages.length > 0) return discover;
  const initialize = await session.send(legacyInitializeProbe());
  const served = scanAnswer(initialize).result?.['protocolVersion'];
  if (typeof served !== 'string') return discover;
  return session.replace(withFindings(discover, [toFinding(initializeServedVerdict(response, served))]));
}

const OPEN_SERVER_NOTE =
  'Authorization: server/discover was answered without a token (no 401), so the server needs no authorization and there was nothing to judge.';

// A 401 to an unauthenticated discover: the Authorization card judges the challenge and the metadata
// (with an authFetch), and the rest of the battery would only meet the same 401, so the scan stops.
async function judgeAuthorizationOf(
  session: ScanSession,
  discover: ScanExchange,
  options: ScanOptions,
  notes: string[],
): Promise<ScanExchange> {
  const response = discover.outcome === 'answered' ? discover.response : null;
  if (!response || headerValue(options.headers, 'authorization') !== undefined) return discover;
  if (options.authFetch) {
    const judged = await judgeAuthorization(options.authFetch, {
      serverUrl: session.settings.url,
      request: {
        method: 'POST',
        url: discover.request.url,
        headers: discover.request.headers,
        body: discover.request.body,
      },
      response,
      ...(options.signal ? { signal: options.signal } : {}),
    });
    // An open server gets a note, not a finding, so a conforming scan stays free of findings.
    if (!judged.protected) {
      notes.push(OPEN_SERVER_NOTE);
      return discover;
    }
    for (const step of judged.steps)
      for (const { sent, findings } of authStepExchanges(step, 'authorization')) session.place(sent, findings);
  }
  if (response.status !== 401) return discover;
  session.stop(
    'server/discover was answered with 401: the server asks for authorization, so the other probes were not sent; scan again with an Authorization header, or use the client command, which authorizes',
  );
  // A 401 is the authorization's challenge (judged on its card), not a JSON-RPC answer to judge.
  return session.replace(withFindings(discover, []));
}

async function listTwice(session: ScanSession, method: ListMethod, notes: string[]): Promise<void> {
  const max = session.settings.maxPages;
  const seen = new Set<string>();
  let cursor: string | undefined;
  let last: ScanExchange | undefined;
  for (let page = 1; page <= max; page++) {
    const exchange = await session.send(listProbe(method, 1, page, cursor), last);
    last = exchange;
    const next = scanAnswer(exchange).result?.['nextCursor'];
    if (typeof next !== 'string') break;
    if (seen.has(next)) {
      notes.push(`${method} gave the cursor ${JSON.stringify(next)} twice; the scan stopped following it.`);
      break;
    }
    if (page === max) notes.push(`${method} has more than ${max} pages; the scan followed ${max}.`);
    seen.add(next);
    cursor = next;
  }
  await session.send(listProbe(method, 2, 1), last);
}

function firstListing(
  exchanges: readonly ScanExchange[],
): Parameters<typeof listedProbes>[0] & { tools: ListedTool[]; resources: string[] } {
  const items = (method: ListMethod): JsonObject[] =>
    exchanges
      .filter((e) => e.tag.kind === 'list' && e.tag.method === method && e.tag.run === 1)
      .flatMap((e) => {
        const list = scanAnswer(e).result?.[LIST_ITEMS[method]];
        return Array.isArray(list) ? list.filter(isJsonObject) : [];
      });
  const tools = items('tools/list')
    .filter((t) => typeof t['name'] === 'string')
    .map((t) => ({ name: t['name'] as string, inputSchema: isJsonObject(t['inputSchema']) ? t['inputSchema'] : {} }));
  const resources = items('resources/list').flatMap((r) => (typeof r['uri'] === 'string' ? [r['uri']] : []));
  const resource = resources[0];
  const prompt = items('prompts/list').find((p) => typeof p['name'] === 'string');
  const template = items('resources/templates/list').find((t) => typeof t['uriTemplate'] === 'string');
  const args = Array.isArray(prompt?.['arguments']) ? prompt['arguments'].filter(isJsonObject) : [];
  const variable =
    typeof template?.['uriTemplate'] === 'string' ? /\{([^}]+)\}/.exec(template['uriTemplate'])?.[1] : undefined;
  return {
    tools,
    resources,
    ...(resource !== undefined ? { resource } : {}),
    ...(prompt
      ? {
          prompt: {
            name: prompt['name'] as string,
            args: args
              .filter((a) => a['required'] === true && typeof a['name'] === 'string')
              .map((a) => a['name'] as string),
          },
        }
      : {}),
    ...(template
      ? { template: { uriTemplate: template['uriTemplate'] as string, ...(variable ? { variable } : {}) } }
      : {}),
  };
}

// Each record is judged again with the session findings placed on it, so its verdict counts them.
function placeSessionFindings(exchanges: ScanExchange[]): void {
  const session = sessionOf(exchanges);
  const placed = new Map<number, Finding[]>();
  for (const { exchange, ...finding } of checkSession(session))
    placed.set(exchange, [...(placed.get(exchange) ?? []), finding]);
  for (const [i, findings] of placed) {
    const e = exchanges[i];
    if (e) exchanges[i] = withFindings(e, [...e.findings, ...findings]);
  }
}

function sessionOf(exchanges: readonly ScanExchange[]): SessionExchange[] {
  return exchanges.map((e) => ({ tag: e.tag, exchange: exchangeOf(e) }));
}
