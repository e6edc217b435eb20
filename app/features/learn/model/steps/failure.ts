import { spec } from '../spec-links';
import type { StepDefinition } from '../types';

export const failure: StepDefinition = {
  id: 'failure',
  title: 'Failure and cancellation without sessions',
  summary:
    'Closing a response stream cancels its request; a broken stream is not resumed but sent again as a new request.',
  changes: ['M9'],
  explanation: [
    'Every request has its own response stream, so on Streamable HTTP the client cancels a request by closing that stream. The server must take it as cancellation, should stop the work soon, and must send nothing more for that id. notifications/cancelled remains only on stdio, where there is no stream per request.',
    'A stream that breaks by accident is not resumed: there are no SSE event ids to replay, and a 2026-07-28 server ignores Last-Event-ID. The request is lost; the client sends it again as a new request with a new id, after deciding whether running it twice is safe (a read is, a payment may not be).',
    'Nothing else can break: with no session there is nothing to expire or re-initialize. Any server instance can take the new request.',
  ],
  spec: [
    spec('basic/transports/streamable-http', 'cancellation', 'Cancellation on Streamable HTTP'),
    spec('basic/patterns/cancellation', '', 'Cancellation'),
    spec('basic/transports/streamable-http', 'receiving-messages', 'No resumable streams'),
  ],
  live: 'failure',
  exercise: {
    kind: 'live',
    scenario: 'failure',
    task: 'The stream of request 5 broke after its first progress frame. This copy tries to resume it the 2025 way. Send the same call again so that it runs to its end.',
    hint: 'Give the request a new id and drop the Last-Event-ID header; keep the method, the tool name and the arguments.',
    checks: [],
  },
  wrong: { text: 'resume', feedback: 'new id' },
};
