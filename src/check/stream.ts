import {
  LoggingMessageNotificationSchema,
  ProgressNotificationSchema,
  PromptListChangedNotificationSchema,
  ResourceListChangedNotificationSchema,
  ResourceUpdatedNotificationSchema,
  SubscriptionsAcknowledgedNotificationSchema,
  ToolListChangedNotificationSchema,
} from '@modelcontextprotocol/core';
import { isJsonObject, type JsonObject } from '../json/types';
import { LOG_LEVELS, NOTIFICATIONS, REMOVED_SERVER_MESSAGES as REMOVED } from '../spec';
import { ENVELOPE } from '../wire/request';
import type { WireMessage } from '../wire/types';
import type { Scope } from './context';
import { objAt, ptr, SUBSCRIPTION_ID } from './context';
import { show, textOf, type FindingDraft } from './finding';
import { checkMetaObject } from './meta';
import type { RuleId } from './rules';
import type { SafeParser } from './schemas';

// An extension's notifications are judged by its own family (src/ext/<name>), not here.
const LISTEN_ONLY = new Set(
  Object.entries(NOTIFICATIONS).flatMap(([m, f]) => (f.listenOnly && f.extension === null ? [m] : [])),
);
// A Map: the method comes from the server, and "constructor" must not find Object's.
const SCHEMAS = new Map<string, SafeParser>([
  ['notifications/progress', ProgressNotificationSchema],
  ['notifications/message', LoggingMessageNotificationSchema],
  ['notifications/tools/list_changed', ToolListChangedNotificationSchema],
  ['notifications/prompts/list_changed', PromptListChangedNotificationSchema],
  ['notifications/resources/list_changed', ResourceListChangedNotificationSchema],
  ['notifications/resources/updated', ResourceUpdatedNotificationSchema],
  ['notifications/subscriptions/acknowledged', SubscriptionsAcknowledgedNotificationSchema],
]);

/** Reports about one SSE frame's message. */
export type FrameReport = (rule: RuleId, pointer: string, message: string, extra?: Partial<FindingDraft>) => void;

/**
 * Checks every frame that all streams share: no JSON-RPC requests (R-RPC-8), no removed messages
 * (R-REMOVED-3), jsonrpc "2.0" (R-RPC-1), the notification's own schema (R-HTTP-5), `_meta` keys.
 *
 * @example
 * const _meta = { 'io.modelcontextprotocol/protocolVersion': '2026-07-28', 'io.modelcontextprotocol/clientCapabilities': {} };
 * // Run by checkExchange on each frame: a server request that is not allowed on this stream.
 * const response = { status: 200, headers: { 'content-type': 'text/event-stream' }, body: 'data: {"jsonrpc":"2.0","id":9,"method":"elicitation/create","params":{}}\n\ndata: {"jsonrpc":"2.0","id":1,"result":{"content":[],"resultType":"complete"}}\n\n' };
 * checkExchange({ request: { method: 'tools/call', id: 1, params: { name: 'x', _meta } }, response }).find((f) => f.rule === 'R-RPC-8')?.pointer // => '/method'
 */
export function checkFrameBasics(m: JsonObject, report: FrameReport): void {
  const method = m['method'];
  if (m['jsonrpc'] !== '2.0')
    report(
      'R-RPC-1',
      'jsonrpc' in m ? ptr('jsonrpc') : '',
      `The frame's jsonrpc member is ${show(m['jsonrpc'])}; it must be "2.0".`,
      {
        expected: '"2.0"',
        actual: show(m['jsonrpc']),
      },
    );
  if (typeof method === 'string' && REMOVED.has(method))
    report('R-REMOVED-3', ptr('method'), `${method} was removed from 2026-07-28 and is never sent by a server.`, {
      actual: show(method),
    });
  else if (typeof method === 'string' && 'id' in m)
    report(
      'R-RPC-8',
      ptr('method'),
      `The server sent a JSON-RPC request (${method}); use an input_required result instead.`,
      { actual: show(method) },
    );
  const schema = typeof method === 'string' && !('id' in m) ? SCHEMAS.get(method) : undefined;
  const parsed = schema?.safeParse(m);
  if (parsed && !parsed.success) {
    const issue = parsed.error.issues[0] as { path?: PropertyKey[]; message?: string } | undefined;
    const path = (issue?.path ?? []).map((p) => (typeof p === 'number' ? p : String(p)));
    report(
      'R-HTTP-5',
      ptr(...path),
      `The ${show(method)} notification does not match its definition: ${issue?.message ?? 'invalid'}.`,
    );
  }
  const meta = objAt(objAt(m, 'params'), '_meta');
  if (meta) checkMetaObject(meta, ['params', '_meta'], (d) => report(d.rule, d.pointer, d.message, d));
}

/**
 * R-HTTP-5/6, R-REQMETA-6, R-META-10 and R-MRTR-12 on the frames of an ordinary
 * (non-listen) SSE response: notifications belong to the request, and the response comes last.
 *
 * @example
 * const _meta = { 'io.modelcontextprotocol/protocolVersion': '2026-07-28', 'io.modelcontextprotocol/clientCapabilities': {} };
 * // A family of checkExchange: a list_changed notification inside a tools/call stream.
 * const response = { status: 200, headers: { 'content-type': 'text/event-stream' }, body: 'data: {"jsonrpc":"2.0","method":"notifications/tools/list_changed"}\n\ndata: {"jsonrpc":"2.0","id":1,"result":{"content":[],"resultType":"complete"}}\n\n' };
 * checkExchange({ request: { method: 'tools/call', id: 1, params: { name: 'x', _meta } }, response }).find((f) => f.rule === 'R-HTTP-6')?.pointer // => '/method'
 */
export function checkStream(s: Scope): void {
  if (s.parsed.format !== 'sse' || s.req.method === 'subscriptions/listen') return;
  const token = s.req.meta?.['progressToken'];
  const level = s.req.meta?.[ENVELOPE.logLevel];
  let lastProgress = -Infinity;
  let answered = false;
  for (const frame of s.parsed.messages) {
    if (frame === s.parsed.response) {
      answered = true;
      continue;
    }
    if (!isJsonObject(frame.value)) continue;
    const report = frameReporter(s, frame);
    const m = frame.value;
    checkFrameBasics(m, report);
    if (answered) {
      const irr = objAt(s.msg, 'result')?.['resultType'] === 'input_required';
      if (irr) report('R-MRTR-12', '', 'This frame follows the input_required result, which must end the stream.');
      else
        report(
          'R-HTTP-5',
          '',
          'This frame follows the response; the response should be the last frame of the stream.',
          { severity: 'warning', because: 'the response arrived; a client only drops what follows it' },
        );
    }
    const method = m['method'];
    const params = objAt(m, 'params');
    if (typeof method !== 'string' || 'id' in m) continue;
    if (LISTEN_ONLY.has(method))
      report(
        'R-HTTP-6',
        ptr('method'),
        `${method} belongs only on a subscriptions/listen stream, not in the answer to ${s.req.method}.`,
        { actual: show(method) },
      );
    if (method === 'notifications/progress') {
      if (token === undefined || params?.['progressToken'] !== token)
        report(
          'R-HTTP-6',
          ptr('params', 'progressToken'),
          token === undefined
            ? 'A progress notification was sent although the request set no progressToken.'
            : `The progress notification's token ${show(params?.['progressToken'])} is not the request's ${show(token)}.`,
          { expected: show(token), actual: show(params?.['progressToken']) },
        );
      const progress = params?.['progress'];
      if (typeof progress === 'number') {
        if (progress <= lastProgress)
          report(
            'R-HTTP-6',
            ptr('params', 'progress'),
            `progress ${progress} does not increase (the previous value was ${lastProgress}).`,
            {
              expected: `> ${lastProgress}`,
              actual: String(progress),
            },
          );
        lastProgress = progress;
      }
    }
    if (method === 'notifications/message') checkLog(report, level, params?.['level']);
    if (objAt(params, '_meta')?.[SUBSCRIPTION_ID] !== undefined)
      report(
        'R-META-10',
        ptr('params', '_meta', SUBSCRIPTION_ID),
        'A notification that belongs to one request carries a subscriptionId.',
      );
  }
}

function checkLog(report: FrameReport, requested: unknown, level: unknown): void {
  if (typeof requested !== 'string') {
    report('R-REQMETA-6', ptr('method'), 'A log notification was sent although the request set no logLevel.', {
      expected: 'no notifications/message',
      actual: 'notifications/message',
    });
  } else if (
    LOG_LEVELS.indexOf(textOf(level)) >= 0 &&
    LOG_LEVELS.indexOf(requested) >= 0 &&
    LOG_LEVELS.indexOf(textOf(level)) < LOG_LEVELS.indexOf(requested)
  ) {
    report(
      'R-REQMETA-6',
      ptr('params', 'level'),
      `A ${show(level)} log message is below the requested level ${show(requested)}.`,
      {
        expected: `${requested} or above`,
        actual: show(level),
        severity: 'warning',
        because: 'logs were requested; only the threshold is off',
      },
    );
  }
}

/**
 * A reporter whose findings point into one frame and name its position.
 *
 * @example
 * // checkExchange gives each frame a reporter that fills in the frame: the server request is frame 0.
 * const _meta = { 'io.modelcontextprotocol/protocolVersion': '2026-07-28', 'io.modelcontextprotocol/clientCapabilities': {} };
 * const response = { status: 200, headers: { 'content-type': 'text/event-stream' }, body: 'data: {"jsonrpc":"2.0","id":9,"method":"elicitation/create","params":{}}\n\ndata: {"jsonrpc":"2.0","id":1,"result":{"content":[],"resultType":"complete"}}\n\n' };
 * checkExchange({ request: { method: 'tools/call', id: 1, params: { name: 'x', _meta } }, response }).find((f) => f.rule === 'R-RPC-8')?.frame // => 0
 */
export function frameReporter(s: Scope, frame: WireMessage): FrameReport {
  return (rule, pointer, message, extra) =>
    s.add({ ...extra, rule, pointer, message, ...(frame.frame !== undefined ? { frame: frame.frame } : {}) });
}
