import { expect } from 'vitest';
import { checkExchange, sendExchange, type Finding, type RecordedExchange, type SendExchangeInput } from '../../../src';
import type { DemoOptions } from '../../../app/server/demo';
import { startInspector, type RunningInspector } from '../../../app/server/standalone';

/** The app's server on an ephemeral loopback port, with the demo's timers shortened (or as given). */
export function startDemoApp(demo: DemoOptions = {}): Promise<RunningInspector> {
  return startInspector({
    demo: { taskStepMs: 20, listenMaxMs: 150, clockIntervalMs: 40, keepAliveMs: 30, fixtureSecondMs: 20, ...demo },
  });
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

/** A request to a demo endpoint, without the url and id the session fills in. */
export type Input = Omit<SendExchangeInput, 'url' | 'id'>;

/** The result member of an answer. */
export const resultOf = (r: RecordedExchange) => answerOf(r)['result'] as Record<string, unknown>;
/** The error member of an answer. */
export const errorOf = (r: RecordedExchange) =>
  answerOf(r)['error'] as { code: number; message: string; data?: unknown };

/** Requests to one demo endpoint with fresh ids, the tools' input schemas at hand. */
export interface DemoSession {
  url: string;
  exchange(input: Input): Promise<RecordedExchange>;
  /** Sends, checks the status and that the checker finds no error, and returns the exchange. */
  conforming(input: Input, status?: number): Promise<RecordedExchange>;
  /** A tools/call input; `extra.params` adds to the params (inputResponses, requestState, …). */
  call(name: string, args: Record<string, unknown>, extra?: Partial<Input>): Input;
}

let nextId = 1;

/** A session on `path` of a running app; reads tools/list once for the Mcp-Param-* headers. */
export async function demoSession(app: RunningInspector, path = '/demo/mcp'): Promise<DemoSession> {
  const url = `${app.origin}${path}`;
  const schemas = new Map<string, Record<string, unknown>>();
  const list = answerOf(await send({ url, method: 'tools/list', id: nextId++ }));
  for (const tool of (list['result'] as { tools: { name: string; inputSchema: Record<string, unknown> }[] }).tools)
    schemas.set(tool.name, tool.inputSchema);
  const exchange = (input: Input): Promise<RecordedExchange> => send({ url, id: nextId++, ...input });
  return {
    url,
    exchange,
    async conforming(input, status = 200) {
      const r = await exchange(input);
      expect({ status: r.response.status, errors: findingsOf(r) }).toEqual({ status, errors: [] });
      return r;
    },
    call: (name, args, extra = {}) => ({
      method: 'tools/call',
      params: { name, arguments: args, ...(extra.params ?? {}) },
      toolInputSchema: schemas.get(name)!,
      ...Object.fromEntries(Object.entries(extra).filter(([k]) => k !== 'params')),
    }),
  };
}
