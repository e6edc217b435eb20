import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

/**
 * A bench server in its own process (tsx; BENCH_CHILD_FLAGS adds Node flags such as --cpu-prof):
 * resolves with the JSON line it prints once listening; `stop` ends it.
 */
export async function startChild<T>(script: string, args: readonly string[] = []): Promise<T & { stop: () => void }> {
  const flags = (process.env['BENCH_CHILD_FLAGS'] ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...flags, '--import', 'tsx', script, ...args], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout });
  const first = await new Promise<string>((resolve, reject) => {
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`${script} exited (${code}) before it was listening`)));
  });
  return { ...(JSON.parse(first) as T), stop: () => child.stdin.end() };
}
