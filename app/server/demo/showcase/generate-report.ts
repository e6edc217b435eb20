import { isJsonObject, type JsonObject } from '../../../../src';
import { CODES, McpError } from '../mcp/errors';
import type { ToolDef } from '../surface/catalog';
import type { TaskControl } from '../surface/tasks';
import { missingInputCapabilities } from '../surface/client-capabilities';
import { elicitForm } from '../surface/input-requests';
import { textResult, toolError, toolText } from './results';
import { sleep } from '../surface/sleep';

interface ReportArgs {
  topic: string;
  steps: number;
  needsApproval: boolean;
  simulateFailure: boolean;
}

function readArgs(args: JsonObject): ReportArgs | string {
  const { topic, steps = 3, needsApproval = false, simulateFailure = false } = args;
  if (typeof topic !== 'string' || topic.trim() === '') return '"topic" must be a non-empty string.';
  if (typeof steps !== 'number' || !Number.isInteger(steps) || steps < 1 || steps > 10)
    return '"steps" must be an integer from 1 to 10.';
  if (typeof needsApproval !== 'boolean' || typeof simulateFailure !== 'boolean')
    return '"needsApproval" and "simulateFailure" must be booleans.';
  return { topic, steps, needsApproval, simulateFailure };
}

const report = (a: ReportArgs): JsonObject => ({
  content: [toolText(`Report on ${a.topic}: ${a.steps} section(s) written.`)],
});

/**
 * `generate_report`: with the tasks extension declared on the request it answers a task
 * (CreateTaskResult) that works for `steps` × `stepMs`, optionally pauses in input_required for an
 * approval (tasks/update), and can fail on purpose; without the extension it runs synchronously.
 */
export function generateReportTool(stepMs: number): ToolDef {
  return {
    tool: {
      name: 'generate_report',
      title: 'Generate a report (task)',
      description:
        'A slow job. Declare the io.modelcontextprotocol/tasks extension to get a task to poll with tasks/get; needsApproval pauses the task for tasks/update.',
      inputSchema: {
        type: 'object',
        properties: {
          topic: { type: 'string', description: 'What the report is about' },
          steps: { type: 'integer', minimum: 1, maximum: 10, default: 3 },
          needsApproval: { type: 'boolean', default: false, description: 'Tasks only: wait for approval' },
          simulateFailure: { type: 'boolean', default: false, description: 'End in failure' },
        },
        required: ['topic'],
      },
    },
    requires(request) {
      const args = request.params['arguments'];
      const approval = isJsonObject(args) && args['needsApproval'] === true;
      return request.tasksDeclared && approval ? missingInputCapabilities(request, ['elicitation/create']) : null;
    },
    async call(args, ctx) {
      const a = readArgs(args);
      if (typeof a === 'string') return toolError(a);
      if (ctx.request.tasksDeclared)
        return { kind: 'task', task: ctx.tasks.create((control) => runTask(a, stepMs, control)) };
      for (let i = 1; i <= a.steps; i++) {
        await sleep(stepMs, ctx.signal);
        ctx.progress(i, a.steps, `Section ${i} of ${a.steps}`);
      }
      if (a.simulateFailure) return toolError(`The report on ${a.topic} could not be written (simulated failure).`);
      return a.needsApproval
        ? textResult(`Report on ${a.topic}: ${a.steps} section(s) written (approval is only asked of tasks).`)
        : { kind: 'ok', result: report(a) };
    },
  };
}

async function runTask(a: ReportArgs, stepMs: number, control: TaskControl): Promise<JsonObject> {
  for (let i = 1; i <= a.steps; i++) {
    await control.sleep(stepMs);
    control.say(`Section ${i} of ${a.steps} written.`);
    if (i === 1 && a.needsApproval) {
      const answers = await control.ask({
        approve: elicitForm(`Publish the report on ${a.topic}?`, { approve: { type: 'boolean', title: 'Approve' } }, [
          'approve',
        ]),
      });
      const answer = answers['approve'] as JsonObject | undefined;
      const content = answer?.['content'] as JsonObject | undefined;
      if (answer?.['action'] !== 'accept' || content?.['approve'] !== true)
        return { content: [toolText(`The report on ${a.topic} was not approved.`)], isError: true };
    }
  }
  if (a.simulateFailure)
    throw new McpError(CODES.internalError, `The report generator crashed on ${a.topic} (simulated).`);
  return report(a);
}
