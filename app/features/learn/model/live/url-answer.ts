import {
  discoverResourceMetadata,
  isJsonObject,
  toFinding,
  type AuthStep,
  type Finding,
} from '../../../../../src/index';
import { parseJson } from '../engine';
import type { Evaluation, Problem } from '../types';
import type { DemoClient, LiveExchange } from './demo-client';

/** What a learner edits when the answer is a document to fetch: its URL, and the headers of the GET. */
export interface UrlDoc {
  url: string;
  headers: Record<string, string>;
}

/**
 * Reads the document a learner typed; throws an error with a plain message when it is unusable.
 *
 * @example
 * readUrlDoc('{"url": "/.well-known/oauth-protected-resource/demo/protected"}').headers // => {}
 * let said = '';
 * try { readUrlDoc('{"url": "", "headers": {}}'); } catch (e) { said = (e as Error).message; }
 * said // => 'Put a URL in "url": the document the 401\'s WWW-Authenticate header points to.'
 */
export function readUrlDoc(text: string): UrlDoc {
  const value = parseJson(text);
  // The exercise starts with an empty "url": what is missing is the URL, not the shape.
  if (isJsonObject(value) && typeof value['url'] === 'string' && value['url'].trim() === '')
    throw new Error('Put a URL in "url": the document the 401\'s WWW-Authenticate header points to.');
  if (!isJsonObject(value) || typeof value['url'] !== 'string')
    throw new Error(
      'The request must be a JSON object with "url" (the document to fetch) and, if you like, "headers".',
    );
  const headers: Record<string, string> = {};
  for (const [name, v] of Object.entries(isJsonObject(value['headers']) ? value['headers'] : {})) {
    if (typeof v !== 'string') throw new Error(`The header ${name} must be a string.`);
    headers[name] = v;
  }
  return { url: value['url'].trim(), headers };
}

/**
 * Fetches the Protected Resource Metadata at the URL the learner found (resolved against the demo's
 * origin) and judges it with the authorization library: it passes when that URL itself serves the
 * metadata of `serverUrl`, whatever way the URL is written. Never rejects.
 *
 * @example
 * // A stand-in demo origin that serves the protected demo's resource metadata at its well-known URL:
 * const serverUrl = 'http://127.0.0.1:4173/demo/protected';
 * const wellKnown = 'http://127.0.0.1:4173/.well-known/oauth-protected-resource/demo/protected';
 * const demo: DemoFetch = async (url) =>
 *   url === wellKnown
 *     ? Response.json({ resource: serverUrl, authorization_servers: ['http://127.0.0.1:4173/demo/auth'] })
 *     : new Response('not found', { status: 404 });
 * const client = createDemoClient(demo, 'http://127.0.0.1:4173/demo/mcp');
 * const found = '{"url": "/.well-known/oauth-protected-resource/demo/protected"}';
 * const verdict = await runResourceMetadataAnswer(client, serverUrl, found);
 * verdict.passed // => true
 * const wrong = await runResourceMetadataAnswer(client, serverUrl, '{"url": "/demo/protected"}');
 * wrong.passed // => false
 */
export async function runResourceMetadataAnswer(
  client: DemoClient,
  serverUrl: string,
  text: string,
  signal?: AbortSignal,
  clock: () => number = () => performance.now(),
): Promise<Evaluation & { exchange?: LiveExchange }> {
  let doc: UrlDoc;
  let url: string;
  try {
    doc = readUrlDoc(text);
    url = new URL(doc.url, serverUrl).href;
  } catch (error) {
    return failed('input', error instanceof Error ? error.message : String(error));
  }
  if (new URL(url).origin !== new URL(serverUrl).origin)
    return failed('input', `Stay on the demo's origin (${new URL(serverUrl).origin}): the challenge points there.`);
  // The learner's headers go with the GET; the library's own Accept stays unless they set one.
  const times: FetchTimes[] = [];
  const withHeaders: typeof client.authFetch = async (target, init) => {
    const time: FetchTimes = { startedAt: Date.now(), at: clock() };
    times.push(time);
    const response = await client.authFetch(target, {
      ...init,
      headers: { ...init.headers, ...(target === url ? doc.headers : {}) },
    });
    time.headersAt = clock();
    return response;
  };
  const step = await discoverResourceMetadata(withHeaders, {
    serverUrl,
    resourceMetadataUrl: url,
    ...(signal ? { signal } : {}),
  });
  const end = clock();
  const findings = judge(step, url);
  // The exchange shown carries the same findings the feedback lists, so its chip never disagrees.
  const found = exchangeOf(step, 0, timingOf(times, 0, end));
  const exchange = found && { ...found, findings };
  // As in every step: an error fails the answer, a SHOULD (this step teaches none) or info is a note.
  const problems = findings.filter((f) => f.severity === 'error').map(problemOf);
  const notes = findings.filter((f) => f.severity !== 'error').map(problemOf);
  const outcome = {
    response: exchange?.response,
    responseText: exchange?.recorded.response.body ?? '',
    httpStatus: exchange?.recorded.response.status,
    findings,
    request: { method: 'GET', id: undefined, params: {}, headers: doc.headers },
  };
  return { passed: problems.length === 0, problems, notes, outcome, ...(exchange ? { exchange } : {}) };
}

function judge(step: AuthStep<{ url: string }>, url: string): Finding[] {
  // The library goes on to the well-known URIs: the answer is right only if the learner's URL served it.
  if (step.value?.url !== url) {
    const first = step.received[0];
    const what = first ? `answered HTTP ${first.status}` : 'could not be fetched';
    return [
      toFinding({
        rule: 'R-AUTH-2',
        pointer: '',
        message: `${url} ${what}, not the resource metadata: the resource_metadata parameter of the 401's WWW-Authenticate names where it is.`,
      }),
    ];
  }
  return step.findings;
}

function problemOf(finding: Finding): Problem {
  return {
    source: 'checker',
    message: finding.message,
    rule: finding.rule,
    severity: finding.severity,
    pointer: finding.pointer,
    specUrl: finding.spec.url,
  };
}

/** When a GET started (epoch and clock) and when its answer's headers came. */
interface FetchTimes {
  startedAt: number;
  at: number;
  headersAt?: number;
}

/**
 * The `i`-th GET's timing: its body is read before the library's next GET starts (or before the step
 * returns), so that start (or the step's end) closes it.
 */
function timingOf(times: readonly FetchTimes[], i: number, end: number): LiveExchange['recorded']['timing'] | null {
  const time = times[i];
  if (!time) return null;
  const closed = times[i + 1]?.at ?? end;
  return {
    startedAt: time.startedAt,
    headersMs: (time.headersAt ?? closed) - time.at,
    totalMs: closed - time.at,
  };
}

/** The step's `i`-th GET as an exchange the views show (its JSON body parsed, no MCP findings). */
function exchangeOf(
  step: AuthStep,
  i: number,
  timing: LiveExchange['recorded']['timing'] | null,
): LiveExchange | undefined {
  const sent = step.sent[i];
  const received = step.received[i];
  if (!sent || !received || !timing) return undefined;
  let body: unknown;
  try {
    body = JSON.parse(received.body) as unknown;
  } catch {
    body = undefined;
  }
  return {
    recorded: {
      request: { url: sent.url, method: sent.method, headers: sent.headers, body: sent.body ?? '' },
      response: received,
      timing,
      aborted: false,
    },
    messages: body === undefined ? [] : [body],
    response: body,
    findings: [],
  };
}

function failed(source: 'input' | 'server', message: string): Evaluation {
  return { passed: false, problems: [{ source, message }], notes: [], outcome: null };
}
