import { afterEach, describe, expect, it } from 'vitest';
import { AppSession, type AppSessionInput } from '../../../app/features/live/apps/app-session';
import { defaultHostSettings } from '../../../app/features/live/apps/host-context';
import type { JsonObject } from '../../../src/index';

// The app host's session against a View played by the test: messages arrive as the frame's window
// posts them, and what the host answers is read from the Bridge rows it keeps.
const sessions: AppSession[] = [];
afterEach(() => {
  for (const s of sessions.splice(0)) s.dispose();
  document.body.innerHTML = '';
});

const LISTED: JsonObject[] = [
  { name: 'weather_app', inputSchema: { type: 'object' }, _meta: { ui: { resourceUri: 'ui://w' } } },
  { name: 'weather_refresh', inputSchema: { type: 'object' }, _meta: { ui: { visibility: ['app'] } } },
  { name: 'model_only', inputSchema: { type: 'object' }, _meta: { ui: { visibility: ['model'] } } },
  { name: 'plain', inputSchema: { type: 'object' } },
];

function start(patch: Partial<AppSessionInput> = {}) {
  const frame = document.createElement('iframe');
  // The View's window: what its messages come from and the host posts to (happy-dom loads no page in a frame).
  const viewWindow = new EventTarget() as unknown as Window;
  Object.assign(viewWindow, { postMessage: () => {} });
  Object.defineProperty(frame, 'contentWindow', { value: viewWindow });
  const sent: JsonObject[] = [];
  const session = new AppSession(frame, {
    html: '<!DOCTYPE html><html><body></body></html>',
    csp: undefined,
    permissions: undefined,
    tool: LISTED[0]!,
    tools: LISTED,
    toolCallId: 1,
    arguments: {},
    outcome: { result: { content: [{ type: 'text', text: 'Lyon: 20 °C' }] } },
    settings: defaultHostSettings('light'),
    callServer: async (method, params) => {
      sent.push({ method, params });
      return { result: { content: [{ type: 'text', text: 'called' }] } };
    },
    onChange: () => {},
    ...patch,
  });
  sessions.push(session);
  const view = (message: JsonObject) =>
    window.dispatchEvent(new MessageEvent('message', { data: { jsonrpc: '2.0', ...message }, source: viewWindow }));
  /** The host's answers to the View's request `id`, as sent. */
  const answers = (id: number) =>
    session.rows
      .filter((r) => r.direction === 'out' && r.label === `answer to #${id}`)
      .map((r) => JSON.parse(r.text) as JsonObject);
  const initialized = () => {
    view({
      id: 1,
      method: 'ui/initialize',
      params: { protocolVersion: '2026-01-26', appInfo: { name: 'v', version: '1' }, appCapabilities: {} },
    });
    view({ method: 'ui/notifications/initialized', params: {} });
  };
  return { session, view, answers, initialized, sent };
}

describe('ui/open-link', () => {
  it('answers a request a newer one replaced, before the user answers the newer one', () => {
    const { session, view, answers, initialized } = start();
    initialized();
    view({ id: 2, method: 'ui/open-link', params: { url: 'https://example.com/first' } });
    expect(session.link?.url).toBe('https://example.com/first');
    expect(answers(2)).toEqual([]);
    view({ id: 3, method: 'ui/open-link', params: { url: 'https://example.com/second' } });
    expect(session.link?.url).toBe('https://example.com/second');
    expect(answers(2)).toEqual([{ jsonrpc: '2.0', id: 2, result: { isError: true } }]);
    expect(session.rows.find((r) => r.label === 'answer to #2')?.note).toContain('a newer ui/open-link replaced it');
    expect(answers(3)).toEqual([]);
    session.link!.answer(false);
    expect(answers(3)).toEqual([{ jsonrpc: '2.0', id: 3, result: { isError: true } }]);
    expect(answers(2)).toHaveLength(1);
    expect(session.link).toBeNull();
  });

  it('keeps the pending question when a refused (non-http) link arrives, answering each once', () => {
    const { session, view, answers, initialized } = start();
    initialized();
    view({ id: 2, method: 'ui/open-link', params: { url: 'https://example.com/' } });
    view({ id: 3, method: 'ui/open-link', params: { url: 'javascript:alert(1)' } });
    expect(answers(3)).toEqual([{ jsonrpc: '2.0', id: 3, result: { isError: true } }]);
    expect(session.link?.url).toBe('https://example.com/');
    session.link!.answer(false);
    expect(answers(2)).toHaveLength(1);
  });
});

describe("the View's tools/list (hostCapabilities.serverTools)", () => {
  it('is answered from the listed tools the View may call: visibility includes app', () => {
    const { session, view, answers, initialized } = start();
    initialized();
    view({ id: 2, method: 'tools/list', params: {} });
    const [answer] = answers(2);
    expect(answer).toEqual({ jsonrpc: '2.0', id: 2, result: { tools: [LISTED[0], LISTED[1], LISTED[3]] } });
    const asked = session.rows.find((r) => r.direction === 'in' && r.label === 'tools/list');
    expect(asked?.findings).toEqual([]);
    // The answer names exactly what a tools/call may then reach: the model-only tool is refused unsent.
    view({ id: 3, method: 'tools/call', params: { name: 'model_only', arguments: {} } });
    expect(answers(3)[0]).toMatchObject({ error: { code: -32602 } });
  });

  it('follows Live’s listing, and refuses a cursor it never gave', () => {
    const { session, view, answers, initialized } = start();
    initialized();
    session.updateTools([...LISTED, { name: 'added_later', inputSchema: { type: 'object' } }]);
    view({ id: 2, method: 'tools/list', params: {} });
    expect((answers(2)[0]!['result'] as { tools: JsonObject[] }).tools.map((t) => t['name'])).toContain('added_later');
    view({ id: 3, method: 'tools/list', params: { cursor: 'next' } });
    expect(answers(3)).toEqual([{ jsonrpc: '2.0', id: 3, error: { code: -32602, message: expect.any(String) } }]);
  });
});

describe('a catalog listed with other credentials (stale)', () => {
  it('gives the View no tool: tools/list and tools/call are refused unsent, and the View is not blamed', async () => {
    const { session, view, answers, initialized, sent } = start({ tools: 'stale' });
    initialized();
    view({ id: 2, method: 'tools/list', params: {} });
    expect(answers(2)).toEqual([
      { jsonrpc: '2.0', id: 2, error: { code: -32603, message: expect.stringContaining('other credentials') } },
    ]);
    view({ id: 3, method: 'tools/call', params: { name: 'weather_refresh', arguments: {} } });
    await expect.poll(() => answers(3)).toHaveLength(1);
    expect(answers(3)[0]).toMatchObject({
      error: { code: -32603, message: expect.stringContaining('other credentials') },
    });
    expect(sent).toEqual([]);
    const call = session.rows.find((r) => r.direction === 'in' && r.label === 'tools/call');
    expect(call?.findings.map((f) => f.rule)).toEqual([]);
    expect(call?.note).toContain("Live's catalog is not this View's server's as it is now");
    // Connect listed them again under today's credentials: the same call goes to the server.
    session.updateTools(LISTED);
    view({ id: 4, method: 'tools/call', params: { name: 'weather_refresh', arguments: {} } });
    await expect.poll(() => answers(4)).toHaveLength(1);
    expect(sent).toEqual([{ method: 'tools/call', params: { name: 'weather_refresh', arguments: {} } }]);
  });
});

describe('a View whose server is unknown (its tool call kept before the server was recorded)', () => {
  it('gets no tool and is told why: tools/list and tools/call are refused unsent, the View is not blamed', async () => {
    const { session, view, answers, initialized, sent } = start({ tools: 'unknown-server' });
    initialized();
    view({ id: 2, method: 'tools/list', params: {} });
    expect(answers(2)).toEqual([
      {
        jsonrpc: '2.0',
        id: 2,
        error: { code: -32603, message: expect.stringContaining('does not know which server this View belongs to') },
      },
    ]);
    view({ id: 3, method: 'tools/call', params: { name: 'weather_refresh', arguments: {} } });
    await expect.poll(() => answers(3)).toHaveLength(1);
    expect(answers(3)[0]).toMatchObject({
      error: { code: -32603, message: expect.stringContaining('does not know which server') },
    });
    expect(sent).toEqual([]);
    const call = session.rows.find((r) => r.direction === 'in' && r.label === 'tools/call');
    expect(call?.findings.map((f) => f.rule)).toEqual([]);
    expect(call?.note).toContain("this View's server is unknown");
  });
});

describe('an origin the CSP refused', () => {
  const report = (blockedURI: string, directive: string) => ({
    method: 'x-inspector/sandbox-report',
    params: { kind: 'csp', blockedURI, directive },
  });
  const csp = { connectDomains: ['http://localhost:*', 'https://api.example.com'] };

  it("is said declared but the inspector's own when the resource declared it (R-APP-23), undeclared otherwise (R-APP-18)", () => {
    const { session, view } = start({ csp });
    view(report('http://127.0.0.1:5173/api/relay', 'connect-src'));
    view(report('https://cdn.example.com/sun.png', 'img-src'));
    view(report('http://127.0.0.1:5173/x.png', 'img-src'));
    const rows = session.rows.filter((r) => r.label === 'csp');
    expect(rows.map((r) => r.findings.map((f) => f.rule))).toEqual([['R-APP-23'], ['R-APP-18'], ['R-APP-18']]);
    expect(rows[0]!.findings[0]!.message).toContain('which its resource declares (http://localhost:*)');
    expect(rows[0]!.findings[0]!.message).not.toContain('does not declare');
    expect(rows[0]!.note).toContain("declared, but it reaches this inspector's own origin");
    expect(rows[1]!.findings[0]!.message).toContain('does not declare');
  });
});

describe('what the session hears', () => {
  it('is only its own View: a message from another window is no row and gets no answer', () => {
    const { session } = start();
    window.dispatchEvent(
      new MessageEvent('message', { data: { jsonrpc: '2.0', id: 9, method: 'tools/list' }, source: window }),
    );
    expect(session.rows).toEqual([]);
  });
});

describe('notifications/tools/list_changed (serverTools.listChanged)', () => {
  it('tells an initialized View when Live lists again or the catalog goes stale, and only then', () => {
    const { session, initialized } = start();
    const told = () => session.rows.filter((r) => r.label === 'notifications/tools/list_changed');
    const relisted = [...LISTED];
    session.updateTools(relisted);
    expect(told()).toEqual([]); // not initialized yet: nothing may be sent to it
    initialized();
    session.updateTools(relisted);
    expect(told()).toEqual([]);
    session.updateTools([...LISTED, { name: 'added_later' }]);
    session.updateTools('stale');
    expect(told().map((r) => [r.direction, r.findings.length])).toEqual([
      ['out', 0],
      ['out', 0],
    ]);
    const init = session.rows.find((r) => r.label === 'answer to #1');
    expect(JSON.parse(init!.text)).toMatchObject({
      result: { hostCapabilities: { serverTools: { listChanged: true } } },
    });
  });
});

describe("the View's resource requests (hostCapabilities.serverResources)", () => {
  it.each(['resources/read', 'resources/list', 'resources/templates/list'])(
    '%s goes on to the server through Live, and its answer back to the View',
    async (method) => {
      const { view, answers, initialized, sent } = start();
      initialized();
      view({ id: 2, method, params: { cursor: 'c1' } });
      await expect.poll(() => answers(2)).toHaveLength(1);
      expect(sent).toEqual([{ method, params: { cursor: 'c1' } }]);
      expect(answers(2)[0]).toMatchObject({ result: { content: [{ text: 'called' }] } });
    },
  );
});
