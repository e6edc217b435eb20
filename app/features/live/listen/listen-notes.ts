import { isJsonObject, revealInvisible } from '../../../../src/index';
import { changedListOf, type ListOption } from './listen-filter';

/** How many of the newest notifications the panel keeps and shows (the count says how many came). */
export const NOTE_WINDOW = 200;

/** One message of the listen stream, as the panel lists it. */
export interface ListenNote {
  /** 1 for the first message of the stream. */
  seq: number;
  /** When it arrived (ISO time). */
  at: string;
  /** The JSON-RPC method, 'result' for the closing answer, 'unreadable' when the frame is not a JSON object. */
  method: string;
  /** A short line: the list, uri or task it names (server text, invisible characters shown). */
  summary: string;
  /** The list whose change it announces, for the refetch. */
  changed: ListOption['list'] | null;
  /** The frame's data as it came. */
  data: string;
}

/**
 * Reads one SSE `data` payload of the stream.
 *
 * @example
 * readNote('{"jsonrpc":"2.0","method":"notifications/resources/updated","params":{"uri":"demo://clock"}}', 3, '2026-01-01T00:00:00.000Z').summary // => 'demo://clock'
 * readNote('{"jsonrpc":"2.0","method":"notifications/tools/list_changed"}', 4, '').changed // => 'tools'
 * readNote('not json', 5, '').method // => 'unreadable'
 */
export function readNote(data: string, seq: number, at: string): ListenNote {
  const base = { seq, at, data, changed: null };
  let message: unknown;
  try {
    message = JSON.parse(data);
  } catch {
    return { ...base, method: 'unreadable', summary: 'not JSON' };
  }
  if (!isJsonObject(message)) return { ...base, method: 'unreadable', summary: 'not a JSON object' };
  const params = isJsonObject(message['params']) ? message['params'] : {};
  if (typeof message['method'] !== 'string')
    return {
      ...base,
      method: 'result',
      summary: 'error' in message ? 'an error: the stream is over' : 'the closing result',
    };
  const method = revealInvisible(message['method']);
  return { ...base, method, summary: summaryOf(method, params), changed: changedListOf(message['method']) };
}

function summaryOf(method: string, params: Record<string, unknown>): string {
  const text = (v: unknown) => (typeof v === 'string' ? revealInvisible(v).slice(0, 200) : '');
  if (method === 'notifications/subscriptions/acknowledged') {
    const granted = isJsonObject(params['notifications']) ? Object.keys(params['notifications']) : [];
    return granted.length > 0 ? `granted: ${granted.map(text).join(', ')}` : 'granted nothing';
  }
  if (method === 'notifications/resources/updated') return text(params['uri']);
  if (method === 'notifications/tasks')
    return [text(params['taskId']), text(params['status'])].filter(Boolean).join(' ');
  const list = changedListOf(method);
  return list ? `the ${list} list changed` : '';
}

/** The notifications kept, newest last, and how many arrived in all. */
export interface NoteWindow {
  notes: readonly ListenNote[];
  received: number;
}

export const EMPTY_WINDOW: NoteWindow = { notes: [], received: 0 };

/**
 * Adds a batch (plus `skipped` that arrived but were never kept) and keeps only the newest `limit`.
 *
 * @example
 * const one = (seq: number) => readNote('{}', seq, '');
 * const w = appendNotes(EMPTY_WINDOW, [one(1), one(2), one(3)], 0, 2);
 * [w.notes.map((n) => n.seq), w.received] // => [[2, 3], 3]
 */
export function appendNotes(
  window: NoteWindow,
  batch: readonly ListenNote[],
  skipped = 0,
  limit = NOTE_WINDOW,
): NoteWindow {
  if (batch.length === 0 && skipped === 0) return window;
  const kept = batch.length >= limit ? batch.slice(-limit) : [...window.notes.slice(-(limit - batch.length)), ...batch];
  return { notes: kept, received: window.received + batch.length + skipped };
}
