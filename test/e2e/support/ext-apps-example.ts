import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** A free loopback port (the official example takes its port from $PORT). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * Starts the official ext-apps example `@modelcontextprotocol/server-basic-vanillajs` (installed from the
 * registry as a devDependency) as its README runs it: Streamable HTTP at /mcp, bound to 127.0.0.1 only.
 * Resolves once it says it listens.
 */
export async function startBasicExampleServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const require = createRequire(import.meta.url);
  // The package exports only its server module (dist/server.js); its command is dist/index.js beside it.
  const main = join(dirname(require.resolve('@modelcontextprotocol/server-basic-vanillajs')), 'index.js');
  const port = await freePort();
  // Its own start listens on every interface; the preload keeps it on 127.0.0.1.
  const loopbackOnly = join(import.meta.dirname, 'loopback-listen.mjs');
  const child = spawn(process.execPath, ['--import', pathToFileURL(loopbackOnly).href, main], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let said = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      said += chunk.toString();
      if (said.includes('listening')) resolve();
    });
    child.stderr.on('data', (chunk: Buffer) => (said += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`the example server exited (${code}): ${said}`)));
  });
  return {
    url: `http://127.0.0.1:${port}/mcp`,
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
