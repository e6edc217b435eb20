import { buildRequest, TASKS_EXTENSION } from '../../../../../../src/index';
import { rpcResult, type DemoClient, type LiveExchange } from '../demo-client';
import { docFromBuilt } from '../request-doc';
import { listedTools, sampleArguments, toolsMatching, type ListedTool } from '../samples';
import type { LivePrep, ShownExchange } from '../types';

const WITH_TASKS = { extensions: { [TASKS_EXTENSION]: {} } };
const CANDIDATES = /task|slow|long|job|batch|report/i;
const MAX_POLLS = 20;

function call(tool: ListedTool, id: number, capabilities: Record<string, unknown>) {
  const params = { name: tool.name, arguments: sampleArguments(tool.inputSchema) };
  return docFromBuilt(buildRequest({ method: 'tools/call', id, params, clientCapabilities: capabilities }));
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The tasks step: the same call without and with the extension, then tasks/get until the task ends. */
export async function tasksScenario(client: DemoClient): Promise<LivePrep> {
  const listing = await client.send(docFromBuilt(buildRequest({ method: 'tools/list', id: 1 })));
  for (const tool of toolsMatching(listedTools(listing.response), CANDIDATES).slice(0, 4)) {
    const created = await client.send(call(tool, 2, WITH_TASKS));
    const task = rpcResult(created.response);
    if (task?.['resultType'] !== 'task' || typeof task['taskId'] !== 'string') continue;
    const plain = await client.send(call(tool, 3, {}));
    const examples: ShownExchange[] = [
      {
        label: `tools/call ${tool.name}, declaring ${TASKS_EXTENSION}`,
        note: 'The server chose to answer with a task: flat fields next to resultType "task".',
        exchange: created,
      },
      {
        label: `tools/call ${tool.name}, without the declaration`,
        note: 'Without the extension in this request’s capabilities the server may not create a task.',
        exchange: plain,
      },
    ];
    const last = await poll(client, task['taskId'], Number(task['pollIntervalMs']));
    if (last)
      examples.push({
        label: 'tasks/get until the task is finished',
        note: 'tasks/get answers "complete" and, once the task is done, inlines its result.',
        exchange: last,
      });
    return { examples };
  }
  return {
    examples: [{ label: 'tools/list', exchange: listing }],
    problem: 'The demo server lists no tool that answers with a task, so the live part of this step cannot run here.',
  };
}

async function poll(client: DemoClient, taskId: string, interval: number): Promise<LiveExchange | null> {
  let last: LiveExchange | null = null;
  for (let i = 0; i < MAX_POLLS; i++) {
    const doc = docFromBuilt(
      buildRequest({ method: 'tasks/get', id: 10 + i, params: { taskId }, clientCapabilities: WITH_TASKS }),
    );
    last = await client.send(doc);
    const status = rpcResult(last.response)?.['status'];
    if (status !== 'working' && status !== 'input_required') return last;
    await wait(Math.min(1000, Math.max(100, Number.isFinite(interval) ? interval : 500)));
  }
  return last;
}
