import { checkExchange, sendExchange, type Finding, type RecordedExchange, type SendExchangeInput } from '../../../src';
import { startInspector, type RunningInspector } from '../../../app/server/standalone';

/** The app's server on an ephemeral loopback port, with the demo's timers shortened. */
export function startDemoApp(): Promise<RunningInspector> {
  return startInspector({ demo: { taskStepMs: 20, listenMaxMs: 150, clockIntervalMs: 40, keepAliveMs: 30 } });
}

/** Sends a modern request with the library's sendExchange over Node's fetch. */
export const send = (input: SendExchangeInput): Promise<RecordedExchange> => sendExchange(fetch, input);

/** The parsed JSON-RPC body of a JSON answer, or the last SSE data frame of a stream. */
export function answerOf(recorded: RecordedExchange): Record<string, unknown> {
  const body = recorded.response.body;
  if (!recorded.response.headers['content-type']?.startsWith('text/event-stream')) return JSON.parse(body);
  const frames = body.split('\n\n').filter((f) => f.startsWith('data: '));
  return JSON.parse(frames.at(-1)!.slice('data: '.length));
}

/** The checker's findings on an exchange, as `rule (severity): message` lines for readable diffs. */
export function findingsOf(recorded: RecordedExchange, severities: Finding['severity'][] = ['error']): string[] {
  return checkExchange(recorded, { strict: true })
    .filter((f) => severities.includes(f.severity))
    .map((f) => `${f.rule} (${f.severity}) ${f.pointer}: ${f.message}`);
}
