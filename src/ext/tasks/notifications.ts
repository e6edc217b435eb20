import type { Scope } from '../../check/context';
import { objAt, ptr } from '../../check/context';
import { show } from '../../check/finding';
import { frameReporter } from '../../check/stream';
import { isJsonObject } from '../../json/types';

/**
 * R-TASK-10 on the frames of an SSE answer: `notifications/tasks` belongs only on a `subscriptions/listen`
 * stream, and there only for the task ids its filter asked for. The core's stream and listen families
 * leave an extension's notifications to its family.
 *
 * @example
 * const _meta = { 'io.modelcontextprotocol/protocolVersion': '2026-07-28', 'io.modelcontextprotocol/clientCapabilities': {} };
 * // A family of checkExchange (through TASKS.check): a task status inside a tools/call stream.
 * const response = { status: 200, headers: { 'content-type': 'text/event-stream' }, body: 'data: {"jsonrpc":"2.0","method":"notifications/tasks","params":{"taskId":"t","status":"working"}}\n\ndata: {"jsonrpc":"2.0","id":1,"result":{"content":[],"resultType":"complete"}}\n\n' };
 * checkExchange({ request: { method: 'tools/call', id: 1, params: { name: 'x', _meta } }, response }).find((f) => f.rule === 'R-TASK-10')?.pointer // => '/method'
 */
export function checkTaskNotifications(s: Scope): void {
  const listen = s.req.method === 'subscriptions/listen';
  if (!listen && s.parsed.format !== 'sse') return;
  const taskIds = objAt(s.req.params, 'notifications')?.['taskIds'];
  for (const frame of s.parsed.messages) {
    if (frame === s.parsed.response || !isJsonObject(frame.value)) continue;
    const m = frame.value;
    const method = m['method'];
    if (method !== 'notifications/tasks' || 'id' in m) continue;
    const report = frameReporter(s, frame);
    const taskId = objAt(m, 'params')?.['taskId'];
    if (!listen)
      report(
        'R-TASK-10',
        ptr('method'),
        `${method} belongs only on a subscriptions/listen stream, not in the answer to ${s.req.method}.`,
        { actual: show(method) },
      );
    else if (!(Array.isArray(taskIds) && taskIds.includes(taskId)))
      report(
        'R-TASK-10',
        ptr('params', 'taskId'),
        `notifications/tasks for task ${show(taskId)}, which the listen filter did not ask for.`,
        { actual: show(taskId) },
      );
  }
}
