import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInspector, type RunningInspector } from '../../../app/server/standalone';
import { startSessionDivergentServer, type SessionDivergentServer } from '../../fixtures/session-divergent/server';
import { outcome, recorded, rules, sdkClient, startTapped } from './support';

// The official SDK client in front of servers that depart from the spec: the tap changes nothing
// for the client (the same results and the same errors), and the session shows each departure.

let demo: RunningInspector;
let tapToDemo: RunningInspector;
let sessionDirect: SessionDivergentServer;
let sessionTapped: SessionDivergentServer;
let tapToSession: RunningInspector;

beforeAll(async () => {
  demo = await startInspector();
  [sessionDirect, sessionTapped] = await Promise.all([startSessionDivergentServer(), startSessionDivergentServer()]);
  tapToDemo = await startTapped([`${demo.origin}/demo/divergent`]);
  tapToSession = await startTapped([`session=${sessionTapped.url}`]);
});
afterAll(async () => {
  await Promise.all([tapToDemo.close(), tapToSession.close()]);
  await Promise.all([demo.close(), sessionDirect.close(), sessionTapped.close()]);
});

async function demoSession(url: string) {
  const client = await sdkClient(url);
  const results = {
    tools: await outcome(() => client.listTools()),
    prompts: await outcome(() => client.listPrompts()),
    readme: await outcome(() => client.readResource({ uri: 'demo://readme' })),
    missing: await outcome(() => client.readResource({ uri: 'demo://notes/9' })),
    summarize: await outcome(() => client.getPrompt({ name: 'summarize', arguments: { topic: 'taps' } })),
  };
  await client.close();
  return results;
}

async function divergentSession(url: string) {
  const client = await sdkClient(url);
  const results = {
    first: await outcome(() => client.listTools()),
    secondPage: await outcome(() => client.listTools({ cursor: 'page-2' })),
    again: await outcome(() => client.listTools()),
    lookup: await outcome(() => client.callTool({ name: 'lookup', arguments: {} })),
    report: await outcome(() => client.callTool({ name: 'report', arguments: {} })),
    approve: await outcome(() => client.callTool({ name: 'approve', arguments: {} })),
  };
  await client.close();
  return results;
}

describe('tap: in front of /demo/divergent', () => {
  it('gives the client the same results and the same errors as talking to the server directly', async () => {
    const direct = await demoSession(`${demo.origin}/demo/divergent`);
    const tapped = await demoSession(`${tapToDemo.origin}/tap`);
    expect(tapped).toEqual(direct);
    // The client itself refuses the divergent tools/list (ttlMs as a string): the tap passed it on as sent.
    expect(direct.tools).toMatchObject({ error: expect.stringContaining('ttlMs') });
  });

  it('records each departure of the demo README on its exchange', async () => {
    await tapToDemo.app.tap.reset();
    await demoSession(`${tapToDemo.origin}/tap`);
    const records = await recorded(tapToDemo);
    const of = (method: string, body?: string) =>
      records.find((r) => r.rpcMethod === method && (body === undefined || r.request.body.includes(body)));
    expect(rules(of('server/discover'))).toEqual(
      expect.arrayContaining([
        'R-DISCOVER-2',
        'R-DISCOVER-6',
        'R-DISCOVER-7',
        'R-HTTP-7',
        'R-META-3',
        'R-RESULT-TYPE-1',
      ]),
    );
    expect(rules(of('tools/list'))).toEqual(expect.arrayContaining(['R-CACHE-2', 'R-CACHE-3']));
    expect(rules(of('prompts/list'))).toContain('R-CACHE-1');
    expect(rules(of('resources/read', 'demo://readme'))).toContain('R-META-6');
    expect(rules(of('resources/read', 'demo://notes/9'))).toEqual(expect.arrayContaining(['R-RES-4', 'R-ERR-1']));
    for (const record of records)
      expect(record.verdict).toBe(record.findings.some((f) => f.severity === 'error') ? 'fail' : record.verdict);
    expect(records.filter((r) => r.verdict === 'fail').length).toBeGreaterThanOrEqual(4);
  });
});

describe('tap: session rules over the tapped session', () => {
  it('changes nothing for the client', async () => {
    // The tool order alternates with each listing: both servers start from the same count.
    sessionDirect.reset();
    sessionTapped.reset();
    const direct = await divergentSession(sessionDirect.url);
    const tapped = await divergentSession(`${tapToSession.origin}/tap/session`);
    expect(tapped).toEqual(direct);
    expect(direct.report).toMatchObject({ error: expect.stringContaining('structured content') });
  });

  it('finds what only several exchanges show: tool order, page scopes, output schema, the refused retry', async () => {
    await tapToSession.app.tap.reset();
    await divergentSession(`${tapToSession.origin}/tap/session`);
    const records = await recorded(tapToSession);
    expect(records.every((r) => r.tap === 'session')).toBe(true);
    const lists = records.filter((r) => r.rpcMethod === 'tools/list');
    const firstPages = lists.filter((r) => !r.request.body.includes('"cursor"'));
    const secondPages = lists.filter((r) => r.request.body.includes('"cursor"'));
    expect(rules(firstPages[0])).toEqual([]);
    expect(rules(firstPages.at(-1))).toContain('R-TOOLS-4');
    expect(secondPages.length).toBeGreaterThan(0);
    for (const page of secondPages) expect(rules(page)).toContain('R-CACHE-5');
    const calls = records.filter((r) => r.rpcMethod === 'tools/call');
    const report = calls.find((r) => r.request.body.includes('"report"'));
    expect(rules(report)).toContain('R-TOOLS-9');
    expect(rules(calls.find((r) => r.request.body.includes('"lookup"')))).toEqual([]);
    const rounds = calls.filter((r) => r.request.body.includes('"approve"'));
    expect(rounds).toHaveLength(2);
    expect(rules(rounds[0])).toEqual([]);
    expect(rules(rounds[1])).toContain('R-MRTR-11');
    expect(rounds[1]?.request.body).toContain('approve-1');
    expect(rounds[0]?.conversationId).toBeDefined();
    expect(rounds[1]?.conversationId).toBe(rounds[0]?.conversationId);
    const sessionFinding = rounds[1]?.findings.find((f) => f.rule === 'R-MRTR-11');
    expect(sessionFinding?.severity).toBe('error');
    expect(rounds[1]?.verdict).toBe('fail');
  });

  it('starts the session rules over after Clear', async () => {
    await tapToSession.app.tap.reset();
    const client = await sdkClient(`${tapToSession.origin}/tap/session`);
    await client.listTools();
    await client.close();
    expect((await recorded(tapToSession)).flatMap((r) => r.findings.map((f) => f.rule))).not.toContain('R-TOOLS-4');
  });
});
