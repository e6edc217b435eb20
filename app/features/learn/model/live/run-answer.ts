import { judge } from '../engine';
import type { Evaluation, Outcome } from '../types';
import type { DemoClient, LiveExchange } from './demo-client';
import { readDoc, type RequestDoc } from './request-doc';
import type { LiveExercisePrep } from './types';

/** The outcome of one live exchange, as the checks read it. */
export function liveOutcome(doc: RequestDoc, exchange: LiveExchange): Outcome {
  const params = doc.body['params'];
  return {
    response: exchange.response,
    responseText: exchange.recorded.response.body,
    httpStatus: exchange.recorded.response.status,
    findings: exchange.findings,
    request: {
      method: String(doc.body['method']),
      id: doc.body['id'],
      params: typeof params === 'object' && params !== null ? (params as Record<string, unknown>) : {},
      headers: doc.headers,
      body: doc.body,
    },
    messages: exchange.messages,
  };
}

/**
 * Sends the learner's request to the demo server and judges the exchange with the checker and the
 * step's checks. Never rejects: an unusable text, a refused header or an unreachable server is a problem.
 *
 * @example
 * // A stand-in demo server that lists no tools, and an exercise that wants a tools/list request:
 * const demo: DemoFetch = async (url, init) =>
 *   Response.json({ jsonrpc: '2.0', id: JSON.parse(init.body ?? '{}').id, result: { tools: [] } });
 * const client = createDemoClient(demo, 'http://127.0.0.1:4173/demo/mcp');
 * const solution = docFromBuilt(buildRequest({ method: 'tools/list', id: 1 }));
 * const checks = [(o: Outcome) => (o.request.method === 'tools/list' ? null : 'Ask for the tool list.')];
 * const exercise = { start: solution, solution, mistakes: {}, checks };
 * const verdict = await runLiveAnswer(client, exercise, formatDoc(solution));
 * verdict.passed // => false
 * // The checks pass; the checker finds what the stand-in's bare answer lacks (a SHOULD is a note):
 * verdict.problems.map((p) => p.rule) // => ['R-RESULT-TYPE-1', 'R-CACHE-1']
 * verdict.notes.map((p) => p.rule) // => ['R-META-1']
 * const unreadable = await runLiveAnswer(client, exercise, 'not json');
 * unreadable.problems[0].source // => 'input'
 */
export async function runLiveAnswer(
  client: DemoClient,
  exercise: LiveExercisePrep<unknown>,
  text: string,
  signal?: AbortSignal,
): Promise<Evaluation & { exchange?: LiveExchange }> {
  if (exercise.run) return exercise.run(text, signal);
  let doc: RequestDoc;
  try {
    doc = readDoc(text);
  } catch (error) {
    return failed('input', error instanceof Error ? error.message : String(error));
  }
  let exchange: LiveExchange;
  try {
    exchange = await client.send(doc, {
      ...(exercise.stopWhen ? { stopWhen: exercise.stopWhen } : {}),
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // Chromium refuses header values outside ISO-8859-1 before anything is sent.
    return /header/i.test(message) && error instanceof TypeError
      ? failed(
          'input',
          `The browser refused to send these headers (${message}). Values that are not plain ASCII go as =?base64?…?=.`,
        )
      : failed('server', `The demo server could not be reached (${message}).`);
  }
  return { ...judge(liveOutcome(doc, exchange), exercise.checks, exercise), exchange };
}

function failed(source: 'input' | 'server', message: string): Evaluation {
  return { passed: false, problems: [{ source, message }], notes: [], outcome: null };
}
