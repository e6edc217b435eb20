import { buildRequest, isJsonObject } from '../../../../../../src/index';
import { sameJson } from '../../checks';
import type { Check } from '../../types';
import { rpcResult, type DemoClient, type LiveExchange } from '../demo-client';
import { noRpcError, resultTypeIn, sentHeader, sentParams } from '../live-checks';
import { docFromBuilt, type RequestDoc } from '../request-doc';
import { listedTools, type ListedTool } from '../samples';
import type { LivePrep } from '../types';

const STREAMING = /count|slow|stream|progress/i;
const BROKEN_ID = 5;
const ARGUMENTS = { to: 5, delayMs: 100 };
/** What a 2025-11-25 client sent to resume a stream: the id of the last event it saw. */
const LAST_EVENT_ID = 'Last-Event-ID';

const methodOf = (m: unknown) => (isJsonObject(m) ? m['method'] : undefined);
const firstProgress = (messages: unknown[]) => messages.some((m) => methodOf(m) === 'notifications/progress');

function call(tool: ListedTool, id: number | string): RequestDoc {
  const params = { name: tool.name, arguments: ARGUMENTS, _meta: { progressToken: `count-${id}` } };
  return docFromBuilt(buildRequest({ method: 'tools/call', id, params }));
}

/** The failure step: a stream closed mid-way (the cancellation signal), then the same call sent as a new request. */
export async function failureScenario(client: DemoClient): Promise<LivePrep> {
  const listing = await client.send(docFromBuilt(buildRequest({ method: 'tools/list', id: 1 })));
  const tool = listedTools(listing.response).find((t) => STREAMING.test(t.name));
  if (!tool)
    return {
      examples: [{ label: 'tools/list', exchange: listing }],
      problem: 'The demo server lists no tool that streams progress.',
    };
  const broken = call(tool, BROKEN_ID);
  const resume: RequestDoc = { ...broken, headers: { ...broken.headers, [LAST_EVENT_ID]: `${BROKEN_ID}-1` } };
  const solution = call(tool, BROKEN_ID + 1);
  return {
    examples: [
      {
        label: `tools/call ${tool.name} (id ${BROKEN_ID}), closed after the first progress frame`,
        note: 'Closing the response stream is the cancellation: the server stops the work and sends nothing more for this id. No notifications/cancelled on HTTP.',
        exchange: ourCut(await client.send(broken, { stopWhen: firstProgress })),
      },
    ],
    exercise: {
      start: resume,
      solution,
      mistakes: { resume, 'same-id': broken },
      checks: retryChecks(tool),
    },
  };
}

/** The tour closed this stream on purpose: the missing response is its doing, not the server's. */
function ourCut(exchange: LiveExchange): LiveExchange {
  if (!exchange.recorded.aborted) return exchange;
  return { ...exchange, findings: exchange.findings.filter((f) => f.rule !== NO_RESPONSE_RULE) };
}

const NO_RESPONSE_RULE = 'R-HTTP-5';

function retryChecks(tool: ListedTool): Check[] {
  return [
    (o) =>
      o.request.id === BROKEN_ID ? `A re-sent request is a new request: give it a new id (not ${BROKEN_ID}).` : null,
    (o) =>
      sentHeader(o, LAST_EVENT_ID) === undefined
        ? null
        : 'Streams are not resumable: a 2026-07-28 server ignores Last-Event-ID, so leave it out.',
    (o) =>
      o.request.method === 'tools/call' &&
      sentParams(o)['name'] === tool.name &&
      sameJson(sentParams(o)['arguments'], ARGUMENTS)
        ? null
        : `Send the same call again: tools/call ${tool.name} with the same arguments.`,
    noRpcError,
    resultTypeIn(['complete'], 'The re-sent call must run to its end.'),
    (o) => (rpcResult(o.response) || o.response === undefined ? null : 'The server sent no result.'),
  ];
}
