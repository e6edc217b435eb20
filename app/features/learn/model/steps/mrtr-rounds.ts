import { spec } from '../spec-links';
import type { StepDefinition } from '../types';

export const mrtrRounds: StepDefinition = {
  id: 'mrtr-rounds',
  title: 'Driving the rounds: answering input_required',
  summary:
    'The client retries the same call under a new id, with inputResponses and the requestState echoed byte for byte.',
  changes: ['M7'],
  explanation: [
    'When a call comes back input_required, the client asks its user, then sends the same method with the same arguments again as a new request with a new id. The retry adds inputResponses, keyed like the inputRequests it answers, and echoes requestState unchanged. An elicitation answer is {"action": "accept", "content": {…}}, or "decline" / "cancel" without content.',
    'The server keeps nothing between rounds: it rebuilds its context from requestState, which travels through the client. So it must seal it (for example with an HMAC bound to the call’s arguments and an expiry), or a client could edit what was confirmed, skip a round or replay someone else’s state; a tampered value is refused with -32602. A retry that misses an answer gets a fresh input_required, not an error. Here you drive a real round with the demo server.',
  ],
  spec: [
    spec('basic/patterns/mrtr', 'client-requirements-basic-workflow', 'Client requirements'),
    spec('basic/patterns/mrtr', 'error-handling', 'Errors in multi-round requests'),
  ],
  live: 'mrtr',
  exercise: {
    kind: 'live',
    scenario: 'mrtr',
    task: 'The demo server answered round 1 with input_required (see above). Turn this copy of the round-1 request into the round-2 request that accepts the question (it is sent as you type).',
    hint: 'Give the request a new id, add params.inputResponses with one entry per inputRequests key ({"action": "accept", "content": {…}} filled in from its requestedSchema), and copy params.requestState from round 1 exactly.',
    checks: [],
  },
  wrong: { text: 'same-id', feedback: 'new id' },
};
