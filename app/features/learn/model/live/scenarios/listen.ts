import { buildRequest, isJsonObject } from '../../../../../../src/index';
import { sameJson } from '../../checks';
import type { DemoClient } from '../demo-client';
import { noRpcError } from '../live-checks';
import { docFromBuilt } from '../request-doc';
import type { LivePrep } from '../types';

const ACK = 'notifications/subscriptions/acknowledged';
const FILTER = { toolsListChanged: true };

const methodOf = (m: unknown) => (isJsonObject(m) ? m['method'] : undefined);
/** Stop reading a listen stream once it has been acknowledged (or answered). */
const acknowledged = (messages: unknown[]) =>
  messages.some((m) => methodOf(m) === ACK || (isJsonObject(m) && ('result' in m || 'error' in m)));

/** The listen step: a stream opened with a filter, acknowledged first, every frame tagged. */
export async function listenScenario(client: DemoClient): Promise<LivePrep> {
  const open = docFromBuilt(buildRequest({ method: 'subscriptions/listen', id: 1, params: { notifications: FILTER } }));
  const legacy = docFromBuilt(
    buildRequest({ method: 'resources/subscribe', id: 1, params: { uri: 'file:///demo/readme.md' } }),
  );
  return {
    examples: [
      {
        label: 'subscriptions/listen with {"toolsListChanged": true}',
        note: 'The first frame acknowledges the filter and carries the subscriptionId (the listen request’s id). The tour stops reading after it.',
        exchange: await client.send(open, { stopWhen: acknowledged }),
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
      // The tour cuts the stream after the acknowledgment, so it never sees the closing result.
      tolerate: ['R-SUB-6'],
      checks: [
        (o) => (o.request.method === 'subscriptions/listen' ? null : 'Open the stream with subscriptions/listen.'),
        (o) => (isJsonObject(o.response) && 'error' in o.response ? noRpcError(o) : null),
        (o) =>
          methodOf(o.messages?.[0]) === ACK
            ? null
            : 'The stream did not start with notifications/subscriptions/acknowledged.',
        (o) => {
          const ack = o.messages?.find((m) => methodOf(m) === ACK);
          const params = isJsonObject(ack) ? ack['params'] : undefined;
          const granted = isJsonObject(params) ? params['notifications'] : undefined;
          return ack === undefined || sameJson(granted, FILTER)
            ? null
            : `Ask for tool-list changes only: the server acknowledged ${JSON.stringify(granted)}.`;
        },
      ],
    },
  };
}
