import type { HandlerResult, JsonObject } from '../../../../src';

/** A text content block. */
export const toolText = (text: string): JsonObject => ({ type: 'text', text });

/** A complete tool result with one text block. */
export const textResult = (text: string): HandlerResult => ({ kind: 'ok', result: { content: [toolText(text)] } });

/** A tool execution error: a result with isError, not a JSON-RPC error (TOOLS § Error Handling). */
export const toolError = (text: string): HandlerResult => ({
  kind: 'ok',
  result: { content: [toolText(text)], isError: true },
});
