import { useMemo, useState } from 'react';
import { type JsonObject, type ExchangeRecord } from '../../../../src/index';
import { isJsonObject } from '../../../../src/index';
import { useInflightStore } from '../../../exchange/state/inflight-store';
import { initialAnswer, responsesOf, type Answer } from '../mrtr/model/answers';
import type { Send } from '../mrtr/send-type';
import { InputRequestForm } from '../mrtr/views/input-request-form';
import { latestDetail, resultTexts, TERMINAL, timelineOf, type TaskView } from './task-model';
import { useTaskPoller } from './use-task-poller';

// A task shown within this long of its creation starts polling by itself.
const FRESH_MS = 30_000;

/**
 * Follows a task by hand: polls tasks/get at the server's pollIntervalMs with a status timeline,
 * answers input_required through tasks/update, cancels through tasks/cancel, and shows the inlined
 * result (or error) once the task is done. Every exchange lands in the conversation and is judged.
 */
export function TaskPanel({
  root,
  created,
  task,
  rounds,
  send,
}: {
  root: ExchangeRecord;
  created: ExchangeRecord;
  task: TaskView;
  rounds: readonly ExchangeRecord[];
  send: Send;
}) {
  // Decided once, when the panel opens: a task created a moment ago is polled at once.
  const fresh = () =>
    Date.now() - Date.parse(created.startedAt) < FRESH_MS && !rounds.some((r) => r.rpcMethod === 'tasks/get');
  const poller = useTaskPoller(root, created, task, send, fresh);
  const select = useInflightStore((s) => s.actions.select);
  const timeline = useMemo(() => timelineOf(rounds, task.taskId), [rounds, task.taskId]);
  const detail = latestDetail(rounds);
  const status = detail && typeof detail['status'] === 'string' ? detail['status'] : poller.status;
  const done = TERMINAL.has(status);
  return (
    <section className="task-panel" data-testid="task-panel" data-status={status}>
      <h4>
        Task <code>{task.taskId}</code>: <span data-testid="task-status">{status}</span>
      </h4>
      <p className="muted">
        {poller.polling
          ? `Polling tasks/get every ${task.pollIntervalMs} ms…`
          : done
            ? 'The task is done.'
            : 'Not polling.'}{' '}
        {poller.note}
      </p>
      <div className="task-buttons">
        {!done && !poller.polling && (
          <button type="button" className="button-small" onClick={poller.resume} data-testid="task-poll">
            Poll
          </button>
        )}
        {poller.polling && (
          <button type="button" className="button-small" onClick={poller.pause}>
            Pause
          </button>
        )}
        {!done && (
          <button type="button" className="button-small" onClick={() => void poller.cancel()} data-testid="task-cancel">
            Cancel the task (tasks/cancel)
          </button>
        )}
      </div>
      <ol className="task-timeline" data-testid="task-timeline">
        {timeline.map((entry) => (
          <li key={entry.recordId} data-status={entry.status}>
            <button type="button" className="link-button" onClick={() => select(entry.recordId)}>
              {new Date(entry.at).toLocaleTimeString()} {entry.method}
            </button>{' '}
            <strong>{entry.status}</strong>
            {entry.statusMessage && <span className="muted"> · {entry.statusMessage}</span>}
          </li>
        ))}
      </ol>
      {status === 'input_required' && detail && isJsonObject(detail['inputRequests']) && (
        <TaskInput key={timeline.at(-1)?.recordId} inputRequests={detail['inputRequests']} onSend={poller.update} />
      )}
      {status === 'completed' && <TaskResult detail={detail} />}
      {status === 'failed' && detail && isJsonObject(detail['error']) && (
        <p className="field-error" data-testid="task-error">
          {String(detail['error']['code'])}: {String(detail['error']['message'])}
        </p>
      )}
    </section>
  );
}

function TaskInput({ inputRequests, onSend }: { inputRequests: JsonObject; onSend: (r: JsonObject) => Promise<void> }) {
  const entries = Object.entries(inputRequests);
  const [answers, setAnswers] = useState<Record<string, Answer>>(() =>
    Object.fromEntries(entries.map(([key, request]) => [key, initialAnswer(request)])),
  );
  const built = responsesOf(inputRequests, answers);
  return (
    <form
      className="mrtr-panel"
      data-testid="task-input"
      onSubmit={(e) => {
        e.preventDefault();
        if (built.ok) void onSend(built.value);
      }}
    >
      {entries.map(([key, request]) => (
        <InputRequestForm
          key={key}
          name={key}
          request={request}
          answer={answers[key] ?? initialAnswer(request)}
          onChange={(answer) => setAnswers((a) => ({ ...a, [key]: answer }))}
        />
      ))}
      {!built.ok && <p className="field-error">{built.message}</p>}
      <button type="submit" disabled={!built.ok} data-testid="task-update">
        Answer (tasks/update)
      </button>
    </form>
  );
}

function TaskResult({ detail }: { detail: JsonObject | null }) {
  const texts = resultTexts(detail);
  const result = detail && isJsonObject(detail['result']) ? detail['result'] : null;
  return (
    <div className="task-result" data-testid="task-result">
      <strong>Result{result?.['isError'] === true ? ' (a tool error)' : ''}</strong>
      {texts.map((t, i) => (
        <p key={i}>{t}</p>
      ))}
      <details>
        <summary>As JSON</summary>
        <pre className="mono">{JSON.stringify(result, null, 2)}</pre>
      </details>
    </div>
  );
}
