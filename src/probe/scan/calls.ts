import { isJsonObject, type JsonObject } from '../../json/types';
import { paramHeaderName, X_MCP_HEADER } from '../../spec';
import { argumentsFor, exampleArguments, valueFor } from '../arguments';
import { inputResponsesFor } from '../input-responses';
import { CALL_CAPABILITIES } from './battery';
import { answerOf } from '../../check/session/answer';
import { scanAnswer } from './read';
import type { ProbeDef } from './send-probe';
import type { ScanSession } from './session';
import type { ScanExchange } from './types';

/**
 * A listed tool, as far as the calls need it.
 *
 * @example
 * const fetch: FetchLike = async (url, init) => Response.json({ jsonrpc: '2.0', id: JSON.parse(init.body).id, result: { resultType: 'complete', content: [] } });
 * const session = new ScanSession(settingsOf({ url: 'http://127.0.0.1:3000/mcp', fetch }, defaultHost()));
 * const tool: ListedTool = { name: 'add', inputSchema: { type: 'object', properties: { a: { type: 'integer', minimum: 1 } }, required: ['a'] } };
 * await callTools(session, [tool]);
 * JSON.parse(session.exchanges[0]!.request.body).params.arguments // => { a: 1 }
 * session.exchanges[0]!.request.headers['Mcp-Name'] // => 'add'
 */
export interface ListedTool {
  name: string;
  inputSchema: JsonObject;
}

// The scan waits at most this long between two polls, whatever pollIntervalMs says.
const MAX_POLL_WAIT_MS = 2000;
// ...and at least this long, so a server suggesting 0 is not asked in a tight loop.
const MIN_POLL_WAIT_MS = 50;
const TERMINAL = new Set(['completed', 'failed', 'cancelled']);

/**
 * `--include-calls`: calls every listed tool once with arguments synthesized from its inputSchema
 * (and its `Mcp-Param-*` headers), follows an input_required result one round (answers every input
 * request, echoes requestState, new id) and a task one round (an immediate tasks/get, tasks/update
 * for its input requests, polls every pollIntervalMs until it ends, keeping the answer that ends the wait,
 * and tasks/cancel if it still runs after the scan's timeout), then
 * sends one call with an `x-mcp-header` argument whose header is left out (R-HDR-9). A tool whose
 * arguments would not fit `EXAMPLE_BOUNDS` is not called; `notes` says why.
 *
 * @example
 * // A stand-in server that answers every call with an empty complete result.
 * const fetch: FetchLike = async (url, init) => Response.json({ jsonrpc: '2.0', id: JSON.parse(init.body).id, result: { resultType: 'complete', content: [] } });
 * const session = new ScanSession(settingsOf({ url: 'http://127.0.0.1:3000/mcp', fetch }, defaultHost()));
 * await callTools(session, [{ name: 'echo', inputSchema: { type: 'object', properties: { text: { type: 'string' } }, required: ['text'] } }]);
 * session.exchanges.map((e) => [e.label, JSON.parse(e.request.body).params.arguments]) // => [['tools/call echo', { text: 'example' }]]
 */
export async function callTools(
  session: ScanSession,
  tools: readonly ListedTool[],
  notes: string[] = [],
): Promise<void> {
  const callable: { tool: ListedTool; args: JsonObject }[] = [];
  for (const tool of tools) {
    const { value, cut } = exampleArguments(tool.inputSchema);
    if (cut === null) callable.push({ tool, args: value });
    else notes.push(`${tool.name} was not called: its arguments could not be built within the bound (${cut}).`);
  }
  await Promise.all(callable.map(({ tool, args }) => callOnce(session, tool, args)));
  // The follow-ups came back in any order; they are numbered in probe order before the next probe.
  session.settle();
  const probe = session.settings.transport === 'stdio' ? null : missingParamProbe(callable.map(({ tool }) => tool));
  if (probe) await session.send(probe);
}

async function callOnce(session: ScanSession, tool: ListedTool, args: JsonObject): Promise<void> {
  const params = { name: tool.name, arguments: args };
  const call = await session.send(
    callProbe(tool, params, `call:${tool.name}`, `tools/call ${tool.name}`, { kind: 'call', tool: tool.name }),
  );
  await follow(session, tool, params, call);
}

async function follow(
  session: ScanSession,
  tool: ListedTool,
  params: JsonObject,
  exchange: ScanExchange,
): Promise<void> {
  const result = scanAnswer(exchange).result;
  if (result?.['resultType'] === 'input_required') {
    const retryParams: JsonObject = { ...params, inputResponses: inputResponsesFor(result['inputRequests']) };
    if (typeof result['requestState'] === 'string') retryParams['requestState'] = result['requestState'];
    const retry = await session.send(
      callProbe(tool, retryParams, `retry:${tool.name}`, `tools/call ${tool.name}, answering its input requests`, {
        kind: 'retry',
        of: exchange.index,
      }),
      exchange,
    );
    const next = scanAnswer(retry).result;
    if (next?.['resultType'] === 'task') await followTask(session, tool.name, retry, next);
    return;
  }
  if (result?.['resultType'] === 'task') await followTask(session, tool.name, exchange, result);
}

async function followTask(session: ScanSession, tool: string, created: ScanExchange, task: JsonObject): Promise<void> {
  const taskId = task['taskId'];
  if (typeof taskId !== 'string') return;
  const wait = Math.min(
    typeof task['pollIntervalMs'] === 'number' && task['pollIntervalMs'] > 0 ? task['pollIntervalMs'] : 0,
    MAX_POLL_WAIT_MS,
  );
  const first = await session.send(taskProbe('tasks/get', taskId, tool, created.index, true), created);
  const status = statusOf(scanAnswer(first).result);
  if (status === 'input_required') {
    const inputs = scanAnswer(first).result?.['inputRequests'];
    await session.send(
      taskProbe('tasks/update', taskId, tool, created.index, false, inputResponsesFor(inputs)),
      created,
    );
  }
  if (status === undefined) return;
  const last = await pollUntilEnded(session, taskProbe('tasks/get', taskId, tool, created.index, false), created, wait);
  if (last !== undefined && !TERMINAL.has(last))
    await session.send(taskProbe('tasks/cancel', taskId, tool, created.index, false), created);
}

// Polls every `wait` ms until the task ends or the scan's timeout has passed; only the answer that ends
// the wait is kept as the second tasks/get, so how long the task ran never changes which probes the
// report holds (the polls in between ask the same thing). Returns the status that answer carries.
async function pollUntilEnded(
  session: ScanSession,
  poll: ProbeDef,
  created: ScanExchange,
  wait: number,
): Promise<string | undefined> {
  const { now, timeoutMs } = session.settings;
  const until = now() + timeoutMs;
  for (;;) {
    const due = now() >= until;
    let status: string | undefined;
    const kept = await session.sendKept(
      poll,
      (sent, id) => {
        const answered = sent.outcome === 'answered' && sent.response;
        status = answered
          ? statusOf(answerOf({ request: { method: 'tasks/get', id }, response: sent.response! }).result)
          : undefined;
        return due || status === undefined || TERMINAL.has(status) || session.stopped !== null;
      },
      created,
    );
    if (kept) return status;
    await pause(session, Math.max(wait, MIN_POLL_WAIT_MS));
  }
}

function statusOf(result: JsonObject | undefined): string | undefined {
  const status = result?.['status'];
  return typeof status === 'string' ? status : undefined;
}

function pause(session: ScanSession, ms: number): Promise<void> {
  if (ms <= 0 || session.stopped) return Promise.resolve();
  return new Promise((resolve) => session.settings.host.setTimeout(resolve, ms));
}

function callProbe(tool: ListedTool, params: JsonObject, probe: string, label: string, tag: ProbeDef['tag']): ProbeDef {
  return {
    probe,
    label,
    area: 'calls',
    tag,
    input: {
      method: 'tools/call',
      params,
      toolInputSchema: tool.inputSchema,
      clientCapabilities: CALL_CAPABILITIES,
      meta: { progressToken: `scan-${tool.name}` },
    },
  };
}

function taskProbe(
  method: 'tasks/get' | 'tasks/update' | 'tasks/cancel',
  taskId: string,
  tool: string,
  created: number,
  immediate: boolean,
  inputResponses?: JsonObject,
): ProbeDef {
  const when =
    method === 'tasks/get'
      ? immediate
        ? ', right after it was created'
        : ', polled every pollIntervalMs until it ended'
      : '';
  return {
    probe: `${method}:${tool}${method === 'tasks/get' ? (immediate ? ':1' : ':2') : ''}`,
    label: `${method} of the ${tool} task${when}`,
    area: 'calls',
    tag: method === 'tasks/get' ? { kind: 'task-poll', created, immediate } : { kind: 'other' },
    input: {
      method,
      params: { taskId, ...(inputResponses ? { inputResponses } : {}) },
      clientCapabilities: CALL_CAPABILITIES,
    },
  };
}

// The first tool with a top-level x-mcp-header argument of a header-able type, called without that header.
function missingParamProbe(tools: readonly ListedTool[]): ProbeDef | null {
  for (const tool of tools) {
    const props = tool.inputSchema['properties'];
    if (!isJsonObject(props)) continue;
    for (const [key, prop] of Object.entries(props)) {
      if (!isJsonObject(prop) || typeof prop[X_MCP_HEADER] !== 'string') continue;
      const value = valueFor(prop, 1);
      if (typeof value !== 'string' && typeof value !== 'boolean' && typeof value !== 'number') continue;
      const header = paramHeaderName(prop[X_MCP_HEADER]);
      const def = callProbe(
        tool,
        { name: tool.name, arguments: { ...argumentsFor(tool.inputSchema), [key]: value } },
        `missing-param-header:${tool.name}`,
        `tools/call ${tool.name} without its ${header} header`,
        { kind: 'missing-param-header', tool: tool.name, header },
      );
      return { ...def, area: 'envelope', input: { ...def.input, headers: { [header]: null } } };
    }
  }
  return null;
}
