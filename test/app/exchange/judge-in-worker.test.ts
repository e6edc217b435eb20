import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordOfRecorded, type RecordContext, type RecordedExchange } from '../../../src/index';
import type { JudgeReply, WorkerJob } from '../../../app/exchange/judge/judge-protocol';

// A stand-in for the browser's Worker: it keeps what it is sent and answers the way the real worker would.
class StandInWorker {
  static started = 0;
  static posted: WorkerJob[] = [];
  static fails = false;
  onmessage: ((event: MessageEvent<JudgeReply>) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onmessageerror: ((event: Event) => void) | null = null;
  constructor() {
    StandInWorker.started += 1;
  }
  postMessage(job: WorkerJob): void {
    StandInWorker.posted.push(job);
    if (job.kind !== 'judge') return;
    queueMicrotask(() => {
      if (StandInWorker.fails) return void this.onerror?.(new Event('error', { cancelable: true }));
      const record = recordOfRecorded(job.recorded, job.context);
      const reply: JudgeReply = {
        seq: job.seq,
        ok: true,
        record: { ...record, response: { ...record.response!, body: '' } },
      };
      this.onmessage?.(new MessageEvent('message', { data: reply }));
    });
  }
  terminate(): void {}
}

const context: RecordContext = { id: 'r1', startedAt: '2026-07-28T00:00:00.000Z', source: 'relay' };

function toolsList(tools: number): RecordedExchange {
  const list = Array.from({ length: tools }, (_, i) => ({ name: `tool_${i}`, inputSchema: { type: 'object' } }));
  const body = JSON.stringify({ jsonrpc: '2.0', id: 1, result: { tools: list } });
  return {
    request: { url: 'http://127.0.0.1:3000/mcp', method: 'tools/list', id: 1, headers: {}, body: '{}' },
    response: { status: 200, headers: { 'content-type': 'application/json' }, body },
    timing: { startedAt: 0, headersMs: 1, totalMs: 2 },
    aborted: false,
  };
}

async function freshModule() {
  vi.resetModules();
  StandInWorker.started = 0;
  StandInWorker.posted = [];
  StandInWorker.fails = false;
  vi.stubGlobal('Worker', StandInWorker);
  return import('../../../app/exchange/judge/judge-in-worker');
}

afterEach(() => vi.unstubAllGlobals());

describe('judgeRecorded', () => {
  it('judges a small answer at once, without starting the worker', async () => {
    const { judgeRecorded } = await freshModule();
    const listed = toolsList(2);
    const recorded = { ...listed, request: { ...listed.request, method: 'prompts/list' } };
    expect(await judgeRecorded(recorded, context)).toEqual(recordOfRecorded(recorded, context));
    expect(StandInWorker.started).toBe(0);
  });

  it('sends even a small tools answer to the worker: its JSON Schema validator compiles code the page may not', async () => {
    const { judgeRecorded } = await freshModule();
    const recorded = toolsList(2);
    expect(await judgeRecorded(recorded, context)).toEqual(recordOfRecorded(recorded, context));
    expect(StandInWorker.started).toBe(1);
  });

  it('sends a large answer to one worker for the session and gives back its judged record', async () => {
    const { judgeRecorded, JUDGE_IN_WORKER_CHARS } = await freshModule();
    const recorded = toolsList(10_000);
    expect(recorded.response.body.length).toBeGreaterThan(JUDGE_IN_WORKER_CHARS);
    const [first, second] = await Promise.all([
      judgeRecorded(recorded, context),
      judgeRecorded(recorded, { ...context, id: 'r2' }),
    ]);
    expect(first).toEqual(recordOfRecorded(recorded, context));
    expect(second.id).toBe('r2');
    expect(StandInWorker.started).toBe(1);
    expect(StandInWorker.posted.map((job) => job.kind)).toEqual(['judge', 'judge']);
  });

  it('judges here what a worker that stopped was holding', async () => {
    const { judgeRecorded } = await freshModule();
    StandInWorker.fails = true;
    const recorded = toolsList(10_000);
    expect(await judgeRecorded(recorded, context)).toEqual(recordOfRecorded(recorded, context));
    expect(StandInWorker.posted).toHaveLength(1);
  });
});
