import { isJsonObject, type JsonObject } from '../json/types';
import { NOTIFICATIONS } from '../spec';
import type { Scope } from './context';
import { objAt, ptr, SUBSCRIPTION_ID } from './context';
import { show } from './finding';
import { checkFrameBasics, frameReporter } from './stream';

// The boolean filter flags; resources/updated names a list (resourceSubscriptions).
// A Map: the method comes from the server, and "constructor" must not find Object's.
const FILTER_OF = new Map<string, string>(
  Object.entries(NOTIFICATIONS).flatMap(([m, f]) =>
    f.filter?.endsWith('ListChanged') ? [[m, f.filter] as [string, string]] : [],
  ),
);
// An extension's notifications (tasks' under taskIds) are judged by its own family (src/ext/<name>).
const OF_EXTENSION = new Set(Object.entries(NOTIFICATIONS).flatMap(([m, f]) => (f.extension ? [m] : [])));

/**
 * R-SUB-1/2/3/5/6 and R-META-8/9 on a `subscriptions/listen` stream: acknowledgement
 * first, within the requested filter, only requested types, every frame tagged with the
 * subscription id, and the closing result.
 *
 * @example
 * const _meta = { 'io.modelcontextprotocol/protocolVersion': '2026-07-28', 'io.modelcontextprotocol/clientCapabilities': {} };
 * // A family of checkExchange: the first frame is not notifications/subscriptions/acknowledged.
 * const response = { status: 200, headers: { 'content-type': 'text/event-stream' }, body: 'data: {"jsonrpc":"2.0","method":"notifications/tools/list_changed"}\n\n' };
 * checkExchange({ request: { method: 'subscriptions/listen', id: 1, params: { _meta, notifications: { toolsListChanged: true } } }, response }).find((f) => f.rule === 'R-SUB-1')?.pointer // => '/method'
 */
export function checkListen(s: Scope): void {
  if (s.req.method !== 'subscriptions/listen') return;
  if (s.parsed.format !== 'sse') {
    // An in-band error (e.g. an invalid filter) needs no stream; a bare result skipped the acknowledgement.
    if (!s.msg || !('result' in s.msg)) return;
    s.add({
      rule: 'R-SUB-1',
      pointer: '',
      message:
        'subscriptions/listen was answered with a single JSON result instead of an SSE stream that starts with notifications/subscriptions/acknowledged.',
      expected: 'text/event-stream',
      actual: show(s.parsed.mediaType ?? s.parsed.format),
    });
  }
  const filter = objAt(s.req.params, 'notifications') ?? {};
  s.parsed.messages.forEach((frame, index) => {
    if (frame === s.parsed.response || !isJsonObject(frame.value)) return;
    const m = frame.value;
    const report = frameReporter(s, frame);
    checkFrameBasics(m, report);
    const method = m['method'];
    if (typeof method !== 'string' || 'id' in m) return;
    if (index === 0 && method !== 'notifications/subscriptions/acknowledged')
      report(
        'R-SUB-1',
        ptr('method'),
        `The listen stream starts with ${method}; the first message must be notifications/subscriptions/acknowledged.`,
        {
          expected: 'notifications/subscriptions/acknowledged',
          actual: show(method),
        },
      );
    const params = objAt(m, 'params');
    const id = objAt(params, '_meta')?.[SUBSCRIPTION_ID];
    if (id !== s.req.id)
      report(
        'R-META-8',
        params && objAt(params, '_meta') ? ptr('params', '_meta') : params ? ptr('params') : '',
        `The ${method} notification must carry params._meta["${SUBSCRIPTION_ID}"] equal to the listen request id ${show(s.req.id)}.`,
        { expected: show(s.req.id), actual: show(id) },
      );
    if (method === 'notifications/progress' || method === 'notifications/message')
      report('R-SUB-5', ptr('method'), `${method} is never sent on a listen stream.`, { actual: show(method) });
    if (method === 'notifications/subscriptions/acknowledged') checkAck(report, objAt(params, 'notifications'), filter);
    else allowed(report, method, params, filter);
  });
  const closing = s.parsed.response;
  if (!closing) {
    s.add({
      rule: 'R-SUB-6',
      pointer: '',
      message: 'The listen stream ended without the closing result {resultType:"complete", _meta:{subscriptionId}}.',
    });
    return;
  }
  const meta = objAt(objAt(s.msg, 'result'), '_meta');
  if (objAt(s.msg, 'result') && meta && SUBSCRIPTION_ID in meta && meta[SUBSCRIPTION_ID] !== s.req.id) {
    s.report(
      'R-META-9',
      ptr('result', '_meta', SUBSCRIPTION_ID),
      `The closing result's subscriptionId ${show(meta[SUBSCRIPTION_ID])} is not the listen request id ${show(s.req.id)}.`,
      { expected: show(s.req.id), actual: show(meta[SUBSCRIPTION_ID]) },
    );
  }
}

function checkAck(report: ReturnType<typeof frameReporter>, acked: JsonObject | undefined, filter: JsonObject): void {
  for (const [key, value] of Object.entries(acked ?? {})) {
    const asked = Object.hasOwn(filter, key) ? filter[key] : undefined;
    const within = Array.isArray(value)
      ? Array.isArray(asked) && value.every((v) => asked.includes(v))
      : value !== true || asked === true;
    if (!within)
      report(
        'R-SUB-2',
        ptr('params', 'notifications', key),
        `The acknowledgement grants ${key} ${show(value)}, which the request did not ask for.`,
        {
          expected: show(asked),
          actual: show(value),
        },
      );
  }
}

function allowed(
  report: ReturnType<typeof frameReporter>,
  method: string,
  params: JsonObject | undefined,
  filter: JsonObject,
): void {
  if (OF_EXTENSION.has(method)) return;
  const flag = FILTER_OF.get(method);
  let ok = true;
  if (flag) ok = filter[flag] === true;
  else if (method === 'notifications/resources/updated')
    ok = Array.isArray(filter['resourceSubscriptions']) && filter['resourceSubscriptions'].includes(params?.['uri']);
  if (!ok)
    report('R-SUB-3', ptr('method'), `${method} was not requested by the listen filter.`, { actual: show(method) });
}
