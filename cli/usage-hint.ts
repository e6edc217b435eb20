/** The commands a usage hint can name. */
export type CliCommand = 'scan' | 'client';

/**
 * How to run `command` again, as the user started it: under `npm run scan` or `npm run client` the
 * bin is not on the PATH, so the hint names the npm script (with `--`, or npm eats the options).
 */
export function invocationOf(command: CliCommand, npmScript: string | undefined): string {
  return npmScript === command ? `npm run -s ${command} --` : `mcp-shape-inspector ${command}`;
}

/** The line after a usage error: the command's shape and where its options (or the commands) are listed. */
export function usageHint(command: CliCommand | undefined, npmScript: string | undefined): string {
  if (command === undefined)
    return 'Usage: mcp-shape-inspector <command> [options]; `mcp-shape-inspector --help` lists the commands.';
  const run = invocationOf(command, npmScript);
  return `Usage: ${run} <url> [options]; \`${run} --help\` lists the options.`;
}
