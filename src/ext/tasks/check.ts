import { CallToolResultSchema } from '@modelcontextprotocol/core';
import type { Scope } from '../../check/context';
import { objAt, ptr } from '../../check/context';
import { show } from '../../check/finding';
import { isJsonObject, type JsonObject } from '../../json/types';
import { TASKS_EXTENSION, TASKS_FACTS } from './facts';

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/;
const RELATED = TASKS_FACTS.metaKeys.relatedTask.key;

/**
 * R-TASK-1..5 and R-TASK-7 (the shapes come from ext-tasks' schemas; this adds what they leave
 * open): flat CreateTaskResult with ISO timestamps, no v1 keys, status-dependent tasks/get, empty
 * acknowledgements, and tasks/* requests answered although the extension was not declared.
 *
 * @example
 * // A family of checkExchange: the task wrapped in {"task":{…}} instead of inline.
 * const _meta = { 'io.modelcontextprotocol/protocolVersion': '2026-07-28', 'io.modelcontextprotocol/clientCapabilities': {} };
 * const response = { status: 200, body: '{"jsonrpc":"2.0","id":1,"result":{"resultType":"task","task":{"taskId":"t"}}}' };
 * checkExchange({ request: { method: 'tools/call', id: 1, params: { name: 'x', _meta } }, response }).some((f) => f.rule === 'R-TASK-2' && f.pointer === '/result/task') // => true
 */
export function checkTask(s: Scope): void {
  const result = objAt(s.msg, 'result');
  if (!result) return;
  const method = s.req.method;
  if (s.req.owner === TASKS_FACTS && s.req.undeclared) {
    s.report(
      'R-TASK-7',
      ptr('result'),
      `${method} was served although the request did not declare the tasks extension; it must get -32021.`,
      {
        expected: '-32021 naming the extension',
        actual: 'a result',
      },
    );
  }
  if (method === 'tools/call' && result['resultType'] === 'task') {
    if (!s.req.extensions.includes(TASKS_EXTENSION)) undeclaredTask(s);
    checkTaskObject(s, result, true);
  }
  if (method === 'tasks/get' && result['resultType'] === 'complete') checkDetailed(s, result);
  if ((method === 'tasks/update' || method === 'tasks/cancel') && result['resultType'] === 'complete') {
    const extra = Object.keys(result).filter((k) => k !== 'resultType' && k !== '_meta');
    if (extra.length > 0)
      s.report(
        'R-TASK-5',
        ptr('result', extra[0]!),
        `The ${method} acknowledgement is an empty result; it also carries ${extra.join(', ')}.`,
        {
          expected: '{"resultType":"complete"}',
          actual: show(extra),
          severity: 'info',
          because: 'extra keys of an acknowledgement are ignored',
        },
      );
  }
}

// R-TASK-1 is the narrow case of R-RESULT-TYPE-5 (result-type family): tools/call may create a task, but
// only for a request that declared the extension.
function undeclaredTask(s: Scope): void {
  const text = `A task was created although this request did not declare the ${TASKS_EXTENSION} extension in its clientCapabilities.`;
  s.report('R-TASK-1', ptr('result', 'resultType'), text, {
    expected: 'a synchronous "complete" result',
    actual: '"task"',
    related: ['R-RESULT-TYPE-5'],
  });
}

function checkTaskObject(s: Scope, task: JsonObject, create: boolean): void {
  const rule = create ? 'R-TASK-2' : 'R-TASK-4';
  if (create) {
    for (const key of ['task', 'result', 'error', 'inputRequests']) {
      if (key in task)
        s.report('R-TASK-2', ptr('result', key), `A CreateTaskResult is flat and carries no ${key}.`, {
          expected: 'absent',
          actual: show(task[key]),
        });
    }
  }
  if ('requestState' in task)
    s.report(rule, ptr('result', 'requestState'), 'Task objects carry no requestState.', {
      expected: 'absent',
      actual: show(task['requestState']),
    });
  for (const key of ['createdAt', 'lastUpdatedAt']) {
    if (typeof task[key] === 'string' && !ISO.test(task[key]))
      s.report(rule, ptr('result', key), `${key} is not an ISO-8601 date-time.`, {
        expected: 'YYYY-MM-DDThh:mm:ss…',
        actual: show(task[key]),
      });
  }
  for (const [old, now] of [
    ['ttl', 'ttlMs'],
    ['pollInterval', 'pollIntervalMs'],
  ] as const) {
    if (old in task)
      s.report('R-TASK-3', ptr('result', old), `${old} is the v1 name; the field is ${now}.`, {
        expected: now,
        actual: old,
      });
  }
  if (task['ttlMs'] === 0)
    s.report(
      'R-TASK-3',
      ptr('result', 'ttlMs'),
      'ttlMs 0 is allowed by SEP-2663, but the conformance suite rejects it (it wants null or more than 0).',
      { severity: 'info', because: 'allowed by SEP-2663; only the conformance suite rejects it' },
    );
}

function checkDetailed(s: Scope, task: JsonObject): void {
  checkTaskObject(s, task, false);
  const status = task['status'];
  if (status === 'input_required') {
    const requests = task['inputRequests'];
    if (isJsonObject(requests) && Object.keys(requests).length === 0)
      s.report('R-TASK-4', ptr('result', 'inputRequests'), 'An input_required task needs a non-empty inputRequests.', {
        expected: 'at least one input request',
        actual: '{}',
      });
  }
  if (status === 'failed' && 'result' in task)
    s.report(
      'R-TASK-4',
      ptr('result', 'result'),
      'A failed task carries error, not result (a tool result with isError counts as completed).',
      {
        expected: 'absent',
        actual: show(task['result']),
      },
    );
  const inner = objAt(task, 'result');
  if (status !== 'completed' || !inner) return;
  if (objAt(inner, '_meta')?.[RELATED] !== undefined)
    s.report(
      'R-TASK-4',
      ptr('result', 'result', '_meta', RELATED),
      'The inlined result carries the v1 related-task _meta key, which this extension removed.',
      {
        expected: 'absent',
      },
    );
  const call = CallToolResultSchema.safeParse(inner);
  const content = inner['content'];
  if (!call.success || !Array.isArray(content) || content.length === 0) {
    s.report(
      'R-TASK-4',
      ptr('result', 'result'),
      'A completed tools/call task inlines a CallToolResult with a non-empty content array.',
      {
        expected: 'CallToolResult with content[]',
        actual: show(inner),
      },
    );
  }
}
