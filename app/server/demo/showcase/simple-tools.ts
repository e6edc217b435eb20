import type { ToolDef } from '../surface/catalog';
import { textResult, toolError } from './results';
import { sleep } from '../surface/sleep';

/** `always_fails`: a tool execution error (isError: true), the way TOOLS § Error Handling wants it. */
export const alwaysFailsTool: ToolDef = {
  tool: {
    name: 'always_fails',
    title: 'Always fails',
    description: 'Fails every time with a tool error (isError), not a JSON-RPC error.',
    inputSchema: { type: 'object', properties: { reason: { type: 'string' } } },
  },
  async call(args) {
    const reason = typeof args['reason'] === 'string' ? args['reason'] : 'the upstream service is down';
    return toolError(`This tool always fails: ${reason}.`);
  },
};

/** `count_slowly`: streams progress and log notifications over SSE before its result. */
export const countSlowlyTool: ToolDef = {
  tool: {
    name: 'count_slowly',
    title: 'Count slowly (SSE)',
    description:
      'Counts with a pause between numbers. Send a progressToken or a logLevel in _meta to get SSE frames as it counts.',
    inputSchema: {
      type: 'object',
      properties: {
        to: { type: 'integer', minimum: 1, maximum: 20, default: 5 },
        delayMs: { type: 'integer', minimum: 0, maximum: 2000, default: 250 },
      },
    },
    annotations: { readOnlyHint: true },
  },
  async call(args, ctx) {
    const { to = 5, delayMs = 250 } = args;
    if (typeof to !== 'number' || !Number.isInteger(to) || to < 1 || to > 20)
      return toolError('"to" must be an integer from 1 to 20.');
    if (typeof delayMs !== 'number' || !Number.isInteger(delayMs) || delayMs < 0 || delayMs > 2000)
      return toolError('"delayMs" must be an integer from 0 to 2000.');
    for (let i = 1; i <= to; i++) {
      await sleep(delayMs, ctx.signal);
      ctx.progress(i, to, `Counted ${i}`);
      ctx.log('info', { counted: i });
    }
    return textResult(`Counted to ${to}.`);
  },
};
