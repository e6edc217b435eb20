import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

/**
 * A bench server in its own process (a `.ts` script through tsx, a `.mjs` one as plain Node; BENCH_CHILD_FLAGS
 * adds Node flags such as --cpu-prof): resolves with the JSON line it prints once listening and its `pid`;
 * `stop` ends it.
 */
export async function startChild<T>(
  script: string,
  args: readonly string[] = [],
): Promise<T & { stop: () => void; pid: number }> {
  const flags = (process.env['BENCH_CHILD_FLAGS'] ?? '').split(' ').filter(Boolean);
  const loader = script.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const child = spawn(process.execPath, [...flags, ...loader, script, ...args], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout });
  const first = await new Promise<string>((resolve, reject) => {
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`${script} exited (${code}) before it was listening`)));
  });
  return { ...(JSON.parse(first) as T), pid: child.pid!, stop: () => child.stdin.end() };
}
