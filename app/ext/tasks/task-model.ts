import { isJsonObject, type JsonObject, type ExchangeRecord } from '../../../src/index';
import { answerText, resultOf } from '../../exchange/model/body';

/** A task as the live screen follows it. */
export interface TaskView {
  taskId: string;
  status: string;
  statusMessage?: string;
  pollIntervalMs: number;
}

/** One point of the status timeline: the exchange that showed it. */
export interface TimelineEntry {
  recordId: string;
  method: string;
  at: string;
  status: string;
  statusMessage?: string;
}

/** Statuses after which a task never changes (SEP-2663 § Task Status). */
export const TERMINAL: ReadonlySet<string> = new Set(['completed', 'failed', 'cancelled']);

// A server that asks for a poll every millisecond is still polled at most this often.
const MIN_POLL_MS = 100;

/** The task a tools/call record created (a CreateTaskResult), or null. */
export function createdTask(record: ExchangeRecord): TaskView | null {
  if (record.rpcMethod !== 'tools/call') return null;
  const result = resultOf(record.response);
  if (result?.['resultType'] !== 'task' || typeof result['taskId'] !== 'string') return null;
  return viewOf(result);
}

function viewOf(result: JsonObject): TaskView {
  const poll = result['pollIntervalMs'];
  return {
    taskId: String(result['taskId']),
    status: typeof result['status'] === 'string' ? result['status'] : 'unknown',
    ...(typeof result['statusMessage'] === 'string' ? { statusMessage: result['statusMessage'] } : {}),
    pollIntervalMs: typeof poll === 'number' && Number.isFinite(poll) ? Math.max(MIN_POLL_MS, poll) : 1000,
  };
}

/** The status timeline of a task from the conversation's exchanges: its creation, then every tasks/get. */
export function timelineOf(rounds: readonly ExchangeRecord[], taskId: string): TimelineEntry[] {
  const out: TimelineEntry[] = [];
  for (const r of rounds) {
    const result = resultOf(r.response);
    const isCreation = r.rpcMethod === 'tools/call' && result?.['taskId'] === taskId;
    if (!isCreation && r.rpcMethod !== 'tasks/get') continue;
    if (!result || typeof result['status'] !== 'string') {
      out.push({ recordId: r.id, method: r.rpcMethod, at: r.startedAt, status: errorText(r) });
      continue;
    }
    out.push({
      recordId: r.id,
      method: r.rpcMethod,
      at: r.startedAt,
      status: result['status'],
      ...(typeof result['statusMessage'] === 'string' ? { statusMessage: result['statusMessage'] } : {}),
    });
  }
  return out;
}

/** The last tasks/get result of the conversation (the DetailedTask with its inputs, result or error). */
export function latestDetail(rounds: readonly ExchangeRecord[]): JsonObject | null {
  for (const r of [...rounds].reverse()) {
    if (r.rpcMethod !== 'tasks/get') continue;
    const result = resultOf(r.response);
    if (result && typeof result['status'] === 'string') return result;
  }
  return null;
}

/** The texts of an inlined CallToolResult (its text content blocks). */
export function resultTexts(detail: JsonObject | null): string[] {
  const result = detail && isJsonObject(detail['result']) ? detail['result'] : null;
  const content = result && Array.isArray(result['content']) ? result['content'] : [];
  return content.filter(isJsonObject).flatMap((c) => (typeof c['text'] === 'string' ? [c['text']] : []));
}

function errorText(r: ExchangeRecord): string {
  try {
    const code = (JSON.parse(answerText(r.response)) as { error?: { code?: unknown } }).error?.code;
    return code === undefined ? 'no status' : `error ${String(code)}`;
  } catch {
    return r.response ? `HTTP ${r.response.status}` : 'no answer';
  }
}
