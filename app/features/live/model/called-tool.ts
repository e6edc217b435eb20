/**
 * The tool a tools/call's params text names, or undefined when the text is not JSON or names none.
 *
 * @example
 * calledTool('{"name": "echo", "arguments": {}}') // => 'echo'
 * calledTool('{"name": 7}') // => undefined
 * calledTool('not json') // => undefined
 */
export function calledTool(paramsText: string): string | undefined {
  try {
    const name = (JSON.parse(paramsText) as { name?: unknown } | null)?.name;
    return typeof name === 'string' ? name : undefined;
  } catch {
    return undefined;
  }
}
