import type { HandlerResult, JsonObject } from '../../../../src';
import { CODES, McpError } from '../mcp/errors';
import { textResult, toolError, toolText } from '../showcase/results';
import type { DemoContext, ToolDef } from '../surface/catalog';
import { allMissing, missingInputCapabilities, missingTasks } from '../surface/client-capabilities';
import { elicitAnswer, elicitForm } from '../surface/input-requests';
import { sleep } from '../surface/sleep';
import type { TaskJob } from '../surface/tasks';
import { fixtureTool, stringArg } from './fixture';
import { capabilitiesFor, elicitInput, gather, type GatherPlan, type InputSpec } from './gather';

/** Timing of the task fixtures (tests shorten it). */
export interface TaskFixtureOptions {
  /** How long one "second" of slow_compute and the other jobs lasts. */
  secondMs: number;
}

const needsElicitation = (request: Parameters<NonNullable<ToolDef['requires']>>[0]) =>
  missingInputCapabilities(request, ['elicitation/create']);

/** A task when the request declared the tasks extension (SEP-2663: the server decides), else `sync`. */
const taskOr = (ctx: DemoContext, job: TaskJob, sync: () => Promise<HandlerResult>): Promise<HandlerResult> =>
  ctx.request.tasksDeclared ? Promise.resolve({ kind: 'task', task: ctx.tasks.create(job) }) : sync();

const confirmRequest = (filename: string): JsonObject =>
  elicitForm(`Delete ${filename}?`, { confirm: { type: 'boolean', title: 'Delete it' } }, ['confirm']);

// The answer is the accepted elicitation content, or null when declined.
const deletion = (filename: string, content: JsonObject | null): JsonObject =>
  content?.['confirm'] === true
    ? { content: [toolText(`Deleted ${filename} (pretend).`)] }
    : { content: [toolText(`Kept ${filename}.`)] };

const pairPlan: GatherPlan = {
  stages: [
    [
      elicitInput('name', 'Who is asking?', { name: { type: 'string' } }, ['name']),
      elicitInput('confirm', 'Go ahead?', { confirm: { type: 'boolean' } }, ['confirm']),
    ],
  ],
  stateful: true,
};
const pairText = (answers: JsonObject): string =>
  `Both inputs received: ${JSON.stringify(answers['name'])} and ${JSON.stringify(answers['confirm'])}.`;

const namePlan: GatherPlan = {
  stages: [[elicitInput('user_name', 'What is your name?', { name: { type: 'string' } }, ['name'])]],
  stateful: true,
};

const greet: ToolDef = {
  tool: fixtureTool('greet', 'greet (never a task)', 'Says hello synchronously, even when tasks are declared.', {
    name: { type: 'string' },
  }),
  call: async (args) => textResult(`Hello, ${stringArg(args, 'name', 'World')}!`),
};

const slowCompute = (secondMs: number): ToolDef => ({
  tool: fixtureTool(
    'slow_compute',
    'slow compute (task when declared)',
    'Works for `seconds` seconds: a task when the request declares the tasks extension, else a synchronous answer.',
    { seconds: { type: 'number', minimum: 0, maximum: 600 }, label: { type: 'string' } },
    ['seconds'],
  ),
  async call(args, ctx) {
    const seconds = args['seconds'];
    if (typeof seconds !== 'number' || !(seconds >= 0 && seconds <= 600))
      return toolError('"seconds" must be a number from 0 to 600.');
    const done = { content: [toolText(`Computed ${stringArg(args, 'label', 'the job')} in ${seconds} s.`)] };
    return taskOr(
      ctx,
      async (task) => (await task.sleep(seconds * secondMs), done),
      async () => (await sleep(seconds * secondMs, ctx.signal), { kind: 'ok', result: done }),
    );
  },
});

const failingJob = (secondMs: number): ToolDef => ({
  tool: fixtureTool(
    'failing_job',
    'failing job (task required)',
    'Always a task (needs the tasks extension, else -32021) that completes with a tool error (isError).',
  ),
  requires: missingTasks,
  call: async (_args, ctx) =>
    taskOr(
      ctx,
      async (task) => (
        await task.sleep(secondMs),
        { content: [toolText('The job ran and reported a failure.')], isError: true }
      ),
      async () => toolError('unreachable: the tasks extension is required'),
    ),
});

const protocolErrorJob = (secondMs: number): ToolDef => ({
  tool: fixtureTool(
    'protocol_error_job',
    'protocol error job',
    'Ends in a JSON-RPC error: a task that turns failed (with the error) when tasks are declared, else the error itself.',
  ),
  call: async (_args, ctx) => {
    const crash = new McpError(CODES.internalError, 'The job crashed (simulated internal error).');
    return taskOr(
      ctx,
      async (task) => {
        await task.sleep(secondMs / 5);
        throw crash;
      },
      async () => crash.toResult(),
    );
  },
});

const confirmDelete: ToolDef = {
  tool: fixtureTool(
    'confirm_delete',
    'confirm delete',
    'Asks to confirm before deleting (pretend): a task waiting in input_required when tasks are declared, else MRTR.',
    { filename: { type: 'string' } },
    ['filename'],
  ),
  requires: needsElicitation,
  async call(args, ctx) {
    const filename = stringArg(args, 'filename', '');
    if (filename === '') return toolError('"filename" must be a non-empty string.');
    const confirm: InputSpec = {
      key: 'confirm',
      method: 'elicitation/create',
      request: confirmRequest(filename),
      read: elicitAnswer,
    };
    const plan: GatherPlan = { stages: [[confirm]], stateful: false };
    return taskOr(
      ctx,
      async (task) =>
        deletion(filename, elicitAnswer((await task.ask({ confirm: confirm.request }))['confirm'], 'confirm')),
      () =>
        gather(ctx, { method: 'tools/call', name: 'confirm_delete', args }, plan, (answers) => ({
          kind: 'ok',
          result: deletion(filename, answers['confirm'] as JsonObject | null),
        })),
    );
  },
};

const multiInput: ToolDef = {
  tool: fixtureTool(
    'multi_input',
    'two inputs at once',
    'Asks two questions at once: a task with two pending inputRequests when tasks are declared, else MRTR.',
  ),
  requires: (request) => capabilitiesFor(pairPlan, request),
  call: async (args, ctx) =>
    taskOr(
      ctx,
      async (task) => {
        const answers = await task.ask(
          Object.fromEntries(pairPlan.stages[0]!.map((s) => [s.key, s.request])) as JsonObject,
        );
        return { content: [toolText(pairText(answers))] };
      },
      () =>
        gather(ctx, { method: 'tools/call', name: 'multi_input', args }, pairPlan, (answers) =>
          textResult(pairText(answers)),
        ),
    ),
};

const toolWithTask = (secondMs: number): ToolDef => ({
  tool: fixtureTool(
    'test_tool_with_task',
    'MRTR, then a task',
    'Asks for a name over MRTR (sealed requestState), then hands off to a task whose result greets that name.',
  ),
  requires: (request) => allMissing(missingTasks(request), capabilitiesFor(namePlan, request)),
  call: (args, ctx) =>
    gather(ctx, { method: 'tools/call', name: 'test_tool_with_task', args }, namePlan, (answers) => {
      const content = answers['user_name'] as JsonObject | null;
      const name = typeof content?.['name'] === 'string' ? content['name'] : 'stranger';
      const job: TaskJob = async (task) => (
        await task.sleep(secondMs / 5),
        { content: [toolText(`Hello, ${name}! (asked before the task started)`)] }
      );
      return { kind: 'task', task: ctx.tasks.create(job) };
    }),
});

/** The tasks-extension fixtures (SEP-2663) the suite's tasks-* scenarios call, in listing order. */
export function taskFixtures({ secondMs }: TaskFixtureOptions): ToolDef[] {
  return [
    greet,
    slowCompute(secondMs),
    failingJob(secondMs),
    protocolErrorJob(secondMs),
    confirmDelete,
    multiInput,
    toolWithTask(secondMs),
  ];
}
