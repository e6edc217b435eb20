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
  document.body.append(frame);
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
    window.dispatchEvent(
      new MessageEvent('message', { data: { jsonrpc: '2.0', ...message }, source: frame.contentWindow }),
    );
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
    expect(answers(2)).toEqual([
      { jsonrpc: '2.0', id: 2, error: { code: -32000, message: expect.stringContaining('newer ui/open-link') } },
    ]);
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
