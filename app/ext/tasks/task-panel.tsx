import { useMemo } from 'react';
import { type ExchangeRecord, isJsonObject, type JsonObject } from '../../../src/index';
import { useInflightStore } from '../../exchange/state/inflight-store';
import type { ExchangePanelHost, ExchangePanelProps } from '../types';
import { createdTask, latestDetail, resultTexts, TERMINAL, timelineOf, type TaskView } from './task-model';
import { useTaskPoller } from './use-task-poller';
import './task-panel.css';

// A task shown within this long of its creation starts polling by itself.
const FRESH_MS = 30_000;

/**
 * Follows the task its anchor created, by hand: polls tasks/get at the server's pollIntervalMs with a
 * status timeline, answers input_required through tasks/update, cancels through tasks/cancel, and shows
 * the inlined result (or error) once the task is done. Every exchange lands in the conversation and is judged.
 */
export function TaskPanel({ anchor, host }: ExchangePanelProps) {
  const task = createdTask(anchor);
  return task && <TaskFollower created={anchor} task={task} host={host} />;
}

function TaskFollower({ created, task, host }: { created: ExchangeRecord; task: TaskView; host: ExchangePanelHost }) {
  const { rounds, InputForm } = host;
  // Decided once, when the panel opens: a task created a moment ago is polled at once.
  const fresh = () =>
    Date.now() - Date.parse(created.startedAt) < FRESH_MS && !rounds.some((r) => r.rpcMethod === 'tasks/get');
  const poller = useTaskPoller(created, task, host.follow, fresh);
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
        <InputForm
          key={timeline.at(-1)?.recordId}
          inputRequests={detail['inputRequests']}
          onSend={poller.update}
          submitLabel="Answer (tasks/update)"
          testIds={{ form: 'task-input', submit: 'task-update' }}
        />
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
