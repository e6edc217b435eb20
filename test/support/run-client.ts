import { spawn } from 'node:child_process';

/**
 * The real `client` command, as `npx mcp-shape-inspector client` runs it: its exit code and stdout.
 *
 * @example
 * const { code, stdout } = await runClient('http://127.0.0.1:4173/demo/mcp', '--format', 'json');
 */
export function runClient(...args: string[]): Promise<{ code: number; stdout: string }> {
  return runCommand('client', ...args);
}

/**
 * Any command of the package's CLI (`client`, `scan`, …), as `npx mcp-shape-inspector <command>` runs it.
 *
 * @example
 * const { code, stdout } = await runCommand('scan', 'http://127.0.0.1:4173/demo/mcp', '--format', 'json');
 */
export function runCommand(command: string, ...args: string[]): Promise<{ code: number; stdout: string }> {
  return new Promise((resolve) => {
    const child = spawn('node', ['cli/bin.mjs', command, ...args], { stdio: ['ignore', 'pipe', 'ignore'] });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.on('close', (code) => resolve({ code: code ?? -1, stdout }));
  });
}
