import { buildRequest, isJsonObject } from '../../../../../../src/index';
import { sameJson } from '../../checks';
import { rpcResult, type DemoClient } from '../demo-client';
import { noRpcError } from '../live-checks';
import { docFromBuilt } from '../request-doc';
import type { LivePrep } from '../types';

const ACK = 'notifications/subscriptions/acknowledged';
const UPDATED = 'notifications/resources/updated';
const CHANGING = /clock|time|chang|subscri|live/i;

const methodOf = (m: unknown) => (isJsonObject(m) ? m['method'] : undefined);
const answered = (m: unknown) => isJsonObject(m) && ('result' in m || 'error' in m);
/** Stop reading once the stream is acknowledged (or answered). */
const acknowledged = (messages: unknown[]) => messages.some((m) => methodOf(m) === ACK || answered(m));
/** For the example: also wait for the first change notification. */
const firstUpdate = (messages: unknown[]) =>
  messages.some(answered) || (acknowledged(messages) && messages.some((m) => methodOf(m) === UPDATED));

/** A resource worth watching: one whose name or description says it changes, else the first one. */
function watchedUri(listing: unknown): string {
  const resources = rpcResult(listing)?.['resources'];
  const list = Array.isArray(resources) ? resources.filter(isJsonObject) : [];
  const text = (r: Record<string, unknown>) =>
    `${String(r['name'])} ${String(r['description'] ?? '')} ${String(r['uri'])}`;
  const chosen = list.find((r) => CHANGING.test(text(r))) ?? list[0];
  return typeof chosen?.['uri'] === 'string' ? chosen['uri'] : 'demo://clock';
}

/** The listen step: a stream opened with a filter, acknowledged first, every frame tagged. */
export async function listenScenario(client: DemoClient): Promise<LivePrep> {
  const listing = await client.send(docFromBuilt(buildRequest({ method: 'resources/list', id: 1 })));
  const uri = watchedUri(listing.response);
  const filter = { resourceSubscriptions: [uri] };
  const open = docFromBuilt(buildRequest({ method: 'subscriptions/listen', id: 1, params: { notifications: filter } }));
  const legacy = docFromBuilt(buildRequest({ method: 'resources/subscribe', id: 1, params: { uri } }));
  return {
    examples: [
      {
        label: `subscriptions/listen for ${uri}`,
        note: 'First the acknowledgment of the filter, then only the requested notifications; each frame carries the subscriptionId (the listen request’s id). The tour stops reading after the first update.',
        exchange: await client.send(open, { stopWhen: firstUpdate }),
      },
      {
        label: 'resources/subscribe, the 2025 way',
        note: 'Removed: answered like any unknown method (HTTP 404, -32601).',
        exchange: await client.send(legacy),
      },
    ],
    exercise: {
      start: legacy,
      solution: open,
      mistakes: { 'legacy-subscribe': legacy },
      stopWhen: acknowledged,
      checks: [
        (o) => (o.request.method === 'subscriptions/listen' ? null : 'Open the stream with subscriptions/listen.'),
        (o) => (answered(o.response) && isJsonObject(o.response) && 'error' in o.response ? noRpcError(o) : null),
        (o) =>
          methodOf(o.messages?.[0]) === ACK
            ? null
            : 'The stream did not start with notifications/subscriptions/acknowledged.',
        (o) => {
          const ack = o.messages?.find((m) => methodOf(m) === ACK);
          const params = isJsonObject(ack) ? ack['params'] : undefined;
          const granted = isJsonObject(params) ? params['notifications'] : undefined;
          return ack === undefined || sameJson(granted, filter)
            ? null
            : `Ask for updates of ${uri} only: the server acknowledged ${JSON.stringify(granted)}.`;
        },
      ],
    },
  };
}
