import { ex, INFO, res, SERVER_INFO, sse, SSE_HEADERS, type RuleCase } from '../helpers';

const SUB = 'io.modelcontextprotocol/subscriptionId';
const tag = { _meta: { [SUB]: 1 } };
const ack = (n: Record<string, unknown> = { toolsListChanged: true }): unknown => ({
  jsonrpc: '2.0',
  method: 'notifications/subscriptions/acknowledged',
  params: { notifications: n, ...tag },
});
const note = (method: string, params: Record<string, unknown> = {}): unknown => ({
  jsonrpc: '2.0',
  method,
  params: { ...params, ...tag },
});
const close = res({ resultType: 'complete', _meta: { [SUB]: 1, [SERVER_INFO]: INFO } });
const listen = (filter: Record<string, unknown>, ...frames: unknown[]): ReturnType<typeof ex> =>
  ex('subscriptions/listen', sse(...frames), { headers: SSE_HEADERS, params: { notifications: filter } });
const F = { toolsListChanged: true };

export const subCases: RuleCase[] = [
  {
    rule: 'R-SUB-1',
    name: 'notification before the ack',
    ok: listen(F, ack(), note('notifications/tools/list_changed'), close),
    bad: listen(F, note('notifications/tools/list_changed'), ack(), close),
    pointer: '/method',
  },
  {
    rule: 'R-SUB-1',
    name: 'answered as application/json with the closing result',
    ok: listen(F, ack(), close),
    bad: ex('subscriptions/listen', close, { params: { notifications: F } }),
    pointer: '',
  },
  {
    rule: 'R-SUB-2',
    name: 'ack grants more than asked',
    ok: listen(F, ack(), close),
    bad: listen(F, ack({ toolsListChanged: true, promptsListChanged: true }), close),
    pointer: '/params/notifications/promptsListChanged',
  },
  {
    rule: 'R-SUB-3',
    name: 'unrequested prompts/list_changed',
    ok: listen(F, ack(), note('notifications/tools/list_changed'), close),
    bad: listen(F, ack(), note('notifications/prompts/list_changed'), close),
    pointer: '/method',
  },
  {
    rule: 'R-SUB-3',
    name: 'resources/updated for another uri',
    ok: listen(
      { resourceSubscriptions: ['file:///a'] },
      ack({ resourceSubscriptions: ['file:///a'] }),
      note('notifications/resources/updated', { uri: 'file:///a' }),
      close,
    ),
    bad: listen(
      { resourceSubscriptions: ['file:///a'] },
      ack({ resourceSubscriptions: ['file:///a'] }),
      note('notifications/resources/updated', { uri: 'file:///b' }),
      close,
    ),
    pointer: '/method',
  },
  {
    rule: 'R-SUB-5',
    name: 'log message on a listen stream',
    ok: listen(F, ack(), close),
    bad: listen(F, ack(), note('notifications/message', { level: 'info', data: 'x' }), close),
    pointer: '/method',
  },
  {
    rule: 'R-SUB-6',
    name: 'stream ends without the closing result',
    ok: listen(F, ack(), close),
    bad: listen(F, ack()),
    pointer: '',
  },
];
