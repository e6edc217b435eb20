// @vitest-environment node
// Node's own fetch against the real app server (demo endpoints included) on an ephemeral loopback port.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInspector, type RunningInspector } from '../../../app/server/standalone';
import { SCENARIOS } from '../../../app/features/learn/model/live';
import { createDemoClient, ownedClient, type DemoClient } from '../../../app/features/learn/model/live/demo-client';
import { buildRequest, RequestOwner, verdictOf } from '../../../src/index';
import { docFromBuilt } from '../../../app/features/learn/model/live/request-doc';
import { probeDemo } from '../../../app/features/learn/model/live/probe';
import { formatDoc } from '../../../app/features/learn/model/live/request-doc';
import { runLiveAnswer } from '../../../app/features/learn/model/live/run-answer';
import type { RequestDoc } from '../../../app/features/learn/model/live/request-doc';
import type { LiveExercisePrep, LivePrep } from '../../../app/features/learn/model/live/types';
import type { UrlDoc } from '../../../app/features/learn/model/live/url-answer';
import { STEPS } from '../../../app/features/learn/model/steps';
import type { Evaluation, LiveScenarioId } from '../../../app/features/learn/model/types';

let app: RunningInspector;
let client: DemoClient;

beforeAll(async () => {
  app = await startInspector({ demo: { taskStepMs: 20, listenMaxMs: 5000, clockIntervalMs: 50, keepAliveMs: 1000 } });
  client = createDemoClient((url, init) => fetch(url, init), `${app.origin}/demo/mcp`);
});
afterAll(() => app.close());

const said = (e: Evaluation) => e.problems.map((p) => `${p.rule ?? p.source}: ${p.message}`).join('\n');
const statuses = (prep: LivePrep) => prep.examples.map((e) => e.exchange.recorded.response.status);
const errorCode = (prep: LivePrep, i: number) =>
  (prep.examples[i]?.exchange.response as { error?: { code?: number } }).error?.code;

describe('reaching the demo server', () => {
  it('the probe passes on /demo/mcp and names what came back elsewhere', async () => {
    expect(await probeDemo(client)).toBeNull();
    const elsewhere = createDemoClient((url, init) => fetch(url, init), `${app.origin}/no-demo-here`);
    expect(await probeDemo(elsewhere)).toMatch(/HTTP 404 .*not JSON-RPC/);
    const closed = createDemoClient((url, init) => fetch(url, init), 'http://127.0.0.1:9/demo/mcp');
    expect(await probeDemo(closed)).toEqual(expect.any(String));
  });
});

describe('the example exchanges of each live step', () => {
  it('envelope: initialize refused with -32022, no envelope refused with -32602, the envelope served', async () => {
    const prep = await SCENARIOS.envelope(client);
    expect(statuses(prep)).toEqual([400, 400, 200]);
    expect([errorCode(prep, 0), errorCode(prep, 1)]).toEqual([-32022, -32602]);
  });

  it('versions: -32022 for an unknown version, -32020 when the header disagrees', async () => {
    const prep = await SCENARIOS.versions(client);
    expect(statuses(prep)).toEqual([400, 400]);
    expect([errorCode(prep, 0), errorCode(prep, 1)]).toEqual([-32022, -32020]);
  });

  it('removed: ping and logging/setLevel are 404 with -32601', async () => {
    const prep = await SCENARIOS.removed(client);
    expect(statuses(prep)).toEqual([404, 404]);
    expect([errorCode(prep, 0), errorCode(prep, 1)]).toEqual([-32601, -32601]);
  });

  it('tasks: a task with the extension, a plain result without, then tasks/get until completed', async () => {
    const prep = await SCENARIOS.tasks(client);
    expect(prep.problem).toBeUndefined();
    const results = prep.examples.map((e) => (e.exchange.response as { result: Record<string, unknown> }).result);
    expect(results.map((r) => r['resultType'])).toEqual(['task', 'complete', 'complete']);
    expect(results[2]?.['status']).toBe('completed');
  });

  it('listen: the stream is acknowledged first, then a tagged update arrives; no finding for the cut', async () => {
    const prep = await SCENARIOS.listen(client);
    const stream = prep.examples[0]!.exchange;
    const methods = stream.messages.map((m) => (m as { method?: string }).method);
    expect(methods[0]).toBe('notifications/subscriptions/acknowledged');
    expect(methods).toContain('notifications/resources/updated');
    expect(stream.recorded.aborted).toBe(true);
    expect(stream.findings.filter((f) => f.severity !== 'info')).toEqual([]);
  });

  it("leaving the step ends its open stream: the step owner's stop cuts it with what had arrived", async () => {
    const owner = new RequestOwner();
    const open = docFromBuilt(
      buildRequest({
        method: 'subscriptions/listen',
        id: 1,
        params: { notifications: { resourceSubscriptions: ['demo://clock'] } },
      }),
    );
    // The demo keeps this stream open for seconds; the first frame in, the learner leaves.
    const stream = await ownedClient(client, owner).send(open, { stopWhen: () => (owner.stop(), false) });
    expect(stream.recorded.aborted).toBe(true);
    expect(stream.messages.length).toBeGreaterThan(0);
    expect(owner.running).toBe(0);
  });

  it('every example exchange of a conforming server gets no error finding', async () => {
    for (const id of Object.keys(SCENARIOS) as LiveScenarioId[]) {
      const prep = await SCENARIOS[id](client);
      for (const e of prep.examples)
        expect(
          e.exchange.findings.filter((f) => f.severity === 'error'),
          `${id}: ${e.label}`,
        ).toEqual([]);
    }
  });
});

const liveSteps = STEPS.filter((s) => s.exercise.kind === 'live');

describe.each(liveSteps.map((s) => [s.id, s] as const))('live exercise %s', (_id, step) => {
  let prep: LivePrep;
  beforeAll(async () => {
    prep = await SCENARIOS[step.live!](client);
  });

  it('passes with the request the library builds, fails with the starting one', async () => {
    const exercise = prep.exercise!;
    const right = await runLiveAnswer(client, exercise, formatDoc(exercise.solution));
    expect(said(right)).toBe('');
    expect(right.passed).toBe(true);
    expect((await runLiveAnswer(client, exercise, formatDoc(exercise.start))).passed).toBe(false);
  });

  it(`fails the scripted mistake "${step.wrong.text}" and says ${step.wrong.feedback}`, async () => {
    const exercise = prep.exercise!;
    const mistake = exercise.mistakes[step.wrong.text];
    expect(mistake).toBeDefined();
    const verdict = await runLiveAnswer(client, exercise, formatDoc(mistake!));
    expect(verdict.passed).toBe(false);
    expect(said(verdict)).toContain(step.wrong.feedback);
  });

  it('reports an unreadable request as an input problem without sending it', async () => {
    const verdict = await runLiveAnswer(client, prep.exercise!, '{"headers": {}, "body": []}');
    expect(verdict.problems).toEqual([{ source: 'input', message: expect.stringContaining('must be a JSON object') }]);
    expect(verdict.outcome).toBeNull();
  });
});

describe('MRTR rounds: what the server does with a wrong retry', () => {
  it('a tampered requestState is refused; a missing answer is asked again; both fail the exercise', async () => {
    const exercise = (await SCENARIOS.mrtr(client)).exercise!;
    const tampered = await runLiveAnswer(client, exercise, formatDoc(exercise.mistakes['tampered']!));
    expect(said(tampered)).toMatch(/byte for byte[\s\S]*refused the request.*-32602/);
    const missing = await runLiveAnswer(client, exercise, formatDoc(exercise.mistakes['missing-answer']!));
    expect(said(missing)).toContain('lacks party');
  });
});

describe('routing headers: the browser-side refusals', () => {
  it('a header the learner writes raw is judged by the server like any other', async () => {
    const exercise = (await SCENARIOS.headers(client)).exercise!;
    const raw = { ...exercise.solution, headers: { ...exercise.solution.headers, 'Mcp-Param-Region': 'Zurich' } };
    const verdict = await runLiveAnswer(client, exercise, formatDoc(raw));
    expect(said(verdict)).toContain('-32020');
  });
});

type Doc = RequestDoc;
type LiveRow = [
  label: string,
  make: (prep: LiveExercisePrep, again: () => Promise<LivePrep>) => Doc | Promise<Doc>,
  pass: boolean,
  says?: string,
];

const withHeaders = (doc: Doc, change: (h: Record<string, string>) => Record<string, string>): Doc => ({
  ...doc,
  headers: change({ ...doc.headers }),
});
const withParams = (doc: Doc, change: (p: Record<string, unknown>) => Record<string, unknown>): Doc => ({
  ...doc,
  body: { ...doc.body, params: change({ ...(doc.body['params'] as Record<string, unknown>) }) },
});
const reversed = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).reverse());
const headerKey = (doc: Doc, name: string) => Object.keys(doc.headers).find((k) => k.toLowerCase() === name)!;

const LIVE_TABLES: Record<string, LiveRow[]> = {
  envelope: [
    ['the library’s request', (e) => e.solution, true],
    [
      '_meta keys reversed, capabilities declared',
      (e) =>
        withParams(e.solution, (p) => ({
          _meta: reversed({
            ...(p['_meta'] as object),
            'io.modelcontextprotocol/clientCapabilities': { elicitation: {} },
          }),
        })),
      true,
    ],
    ['version only', (e) => e.mistakes['version-only']!, false, '-32602'],
    [
      'with clientInfo, which the task leaves out',
      (e) =>
        withParams(e.solution, (p) => ({
          _meta: { ...(p['_meta'] as object), 'io.modelcontextprotocol/clientInfo': { name: 'x', version: '1' } },
        })),
      false,
      'clientInfo',
    ],
  ],
  headers: [
    ['the library’s headers', (e) => e.solution, true],
    [
      'header names in lower case',
      (e) =>
        withHeaders(e.solution, (h) => Object.fromEntries(Object.entries(h).map(([k, v]) => [k.toLowerCase(), v]))),
      true,
    ],
    [
      'a space-padded Mcp-Name',
      (e) =>
        withHeaders(e.solution, (h) => ({
          ...h,
          [headerKey(e.solution, 'mcp-name')]: `  ${h[headerKey(e.solution, 'mcp-name')]}  `,
        })),
      true,
    ],
    [
      'a Base64-encoded Mcp-Name',
      (e) =>
        withHeaders(e.solution, (h) => {
          const k = headerKey(e.solution, 'mcp-name');
          return { ...h, [k]: `=?base64?${Buffer.from(h[k]!, 'utf8').toString('base64')}?=` };
        }),
      true,
    ],
    ['the wrong name', (e) => e.mistakes['wrong-name']!, false, '-32020'],
    [
      'the body changed instead',
      (e) => ({
        ...e.start,
        body: { ...e.start.body, params: { ...(e.start.body['params'] as object), name: 'other' } },
      }),
      false,
      'Keep the body',
    ],
  ],
  mrtr: [
    ['the library’s round 2', (e) => e.solution, true],
    [
      'inputResponses and params reordered',
      (e) =>
        withParams(e.solution, (p) =>
          reversed({ ...p, inputResponses: reversed(p['inputResponses'] as Record<string, unknown>) }),
        ),
      true,
    ],
    [
      'a requestState copied from another round 1 the server sealed',
      async (e, again) => {
        const other = (await again()).examples[0]!.exchange.response as { result: { requestState: string } };
        return withParams(e.solution, (p) => ({ ...p, requestState: other.result.requestState }));
      },
      true,
    ],
    ['declined where the task says accept', (e) => e.mistakes['declined']!, false, 'accept'],
    ['the same id', (e) => e.mistakes['same-id']!, false, 'new id'],
    ['a tampered requestState', (e) => e.mistakes['tampered']!, false, 'byte for byte'],
    ['an answer missing', (e) => e.mistakes['missing-answer']!, false, 'lacks'],
  ],
  failure: [
    ['the library’s retry', (e) => e.solution, true],
    [
      'a string id, headers in lower case',
      (e) => ({
        headers: Object.fromEntries(Object.entries(e.solution.headers).map(([k, v]) => [k.toLowerCase(), v])),
        body: { ...e.solution.body, id: 'retry-1' },
      }),
      true,
    ],
    ['resumed with Last-Event-ID', (e) => e.mistakes['resume']!, false, 'Last-Event-ID'],
    ['the same id', (e) => e.mistakes['same-id']!, false, 'new id'],
    [
      'other arguments',
      (e) => withParams(e.solution, (p) => ({ ...p, arguments: { to: 2 } })),
      false,
      'same arguments',
    ],
  ],
  listen: [
    ['the library’s listen request', (e) => e.solution, true],
    ['the old subscribe', (e) => e.mistakes['legacy-subscribe']!, false, '-32601'],
    [
      'more than the resource',
      (e) =>
        withParams(e.solution, (p) => ({
          ...p,
          notifications: { ...(p['notifications'] as object), toolsListChanged: true },
        })),
      false,
      'only',
    ],
  ],
};

describe.each(Object.entries(LIVE_TABLES))('live answer table %s', (id, rows) => {
  const step = STEPS.find((s) => s.live === id && s.exercise.kind === 'live')!;
  let prep: LivePrep;
  beforeAll(async () => {
    prep = await SCENARIOS[step.live!](client);
  });
  it.each(rows)('%s', async (_label, make, pass, says) => {
    const doc = await make(prep.exercise as LiveExercisePrep, () => SCENARIOS[step.live!](client));
    const verdict = await runLiveAnswer(client, prep.exercise!, formatDoc(doc));
    if (pass) expect(said(verdict)).toBe('');
    else expect(said(verdict)).toContain(says);
  });
});

// The authorization step's answer is a document to fetch: its URL, written in every way that means it.
type UrlRow = [
  label: string,
  make: (prep: LiveExercisePrep<UrlDoc>, origin: string) => UrlDoc,
  pass: boolean,
  says?: string,
];
const METADATA_PATH = '/.well-known/oauth-protected-resource/demo/protected';
const URL_TABLES: Record<string, UrlRow[]> = {
  authorization: [
    ['the URL the challenge names', (e) => e.solution, true],
    ['the same URL as a path on the demo’s origin', () => ({ url: METADATA_PATH, headers: {} }), true],
    [
      'the host as localhost’s address in capitals, the default Accept left out',
      (_e, origin) => ({ url: `${origin.replace('http://', 'HTTP://')}${METADATA_PATH}`, headers: {} }),
      true,
    ],
    [
      'space-padded, with a lower-case accept header',
      (e) => ({ url: `  ${e.solution.url}  `, headers: { accept: 'application/json' } }),
      true,
    ],
    ['the MCP endpoint itself', (e) => e.mistakes['server-url']!, false, 'not the resource metadata'],
    [
      'the well-known URI without the server’s path',
      (e) => e.mistakes['bare-well-known']!,
      false,
      'not the resource metadata',
    ],
    [
      'the authorization server’s metadata',
      (e) => e.mistakes['authorization-server']!,
      false,
      'not the resource metadata',
    ],
    ['another resource’s metadata', (e) => e.mistakes['other-resource']!, false, 'R-AUTH-4'],
    ['another origin', () => ({ url: `https://example.com${METADATA_PATH}`, headers: {} }), false, "demo's origin"],
    ['the start, with no URL', (e) => e.start, false, '"url"'],
  ],
};

describe.each(Object.entries(URL_TABLES))('live answer table %s', (id, rows) => {
  const step = STEPS.find((s) => s.live === id && s.exercise.kind === 'live')!;
  let prep: LivePrep;
  beforeAll(async () => {
    prep = await SCENARIOS[step.live!](client);
  });
  it.each(rows)('%s', async (_label, make, pass, says) => {
    const doc = make(prep.exercise as LiveExercisePrep<UrlDoc>, app.origin);
    const verdict = await runLiveAnswer(client, prep.exercise!, formatDoc(doc));
    if (pass) expect(said(verdict)).toBe('');
    else expect(said(verdict)).toContain(says);
    expect(verdict.passed).toBe(pass);
    // The answer's chip (its exchange's verdict) and the feedback never disagree.
    if (verdict.exchange) expect(verdictOf(verdict.exchange.findings) !== 'fail').toBe(pass);
  });
});

it('every live exercise has an answer table', () => {
  expect([...Object.keys(LIVE_TABLES), ...Object.keys(URL_TABLES)].sort()).toEqual(liveSteps.map((s) => s.live).sort());
});
