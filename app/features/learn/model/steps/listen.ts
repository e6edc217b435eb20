import { spec } from '../spec-links';
import type { StepDefinition } from '../types';

export const listen: StepDefinition = {
  id: 'listen',
  title: 'subscriptions/listen replaces GET streams and resources/subscribe',
  summary: 'Change notifications arrive on one long-lived POST the client opens with an explicit filter.',
  changes: ['M4'],
  explanation: [
    'In 2025-11-25 a client opened a GET stream to receive server notifications and called resources/subscribe for each resource it cared about. Both depended on a session.',
    'In 2026-07-28 the client sends subscriptions/listen with a filter saying exactly what it wants, for example {"toolsListChanged": true} or {"resourceSubscriptions": ["file:///…"]}. The answer is a long-lived SSE stream: first notifications/subscriptions/acknowledged with the part of the filter the server supports, then only the requested notifications. Every frame carries _meta["io.modelcontextprotocol/subscriptionId"] equal to the listen request’s id, type included.',
    'Progress and log messages never travel on this stream. A graceful close is a complete result for the listen id; after a drop the client sends a new listen request with a new id (the next step is about broken streams).',
  ],
  spec: [
    spec('basic/patterns/subscriptions', 'acknowledgment', 'Acknowledgment'),
    spec('basic/patterns/subscriptions', 'opening-a-stream', 'Opening a stream'),
    spec('basic/transports/streamable-http', 'receiving-messages', 'No resumable streams'),
  ],
  live: 'listen',
  exercise: {
    kind: 'live',
    scenario: 'listen',
    task: 'This request subscribes to a resource the 2025 way, and the demo server no longer knows the method. Rewrite it so it opens a stream that hears only about updates of that same resource.',
    hint: 'Use method "subscriptions/listen" with params.notifications = {"resourceSubscriptions": ["<the uri>"]} instead of params.uri, and make the Mcp-Method header say the same method.',
    checks: [],
  },
  wrong: { text: 'legacy-subscribe', feedback: '-32601' },
};
