import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { inspectorOrigins, startSandbox } from './sandbox/server';
import { createInspectorApp, type InspectorApp, type InspectorAppOptions } from './app';
import { hostsForBind } from './launch';
import { nodeMiddleware } from './node-adapter';
import { staticFiles } from './serve/static-files';

/** A running standalone inspector server (the command, `npm start`, tests, benchmarks). */
export interface RunningInspector {
  app: InspectorApp;
  /** The MCP App sandbox port's origin (app/server/sandbox). */
  sandboxOrigin: string;
  /** `http://127.0.0.1:<port>` (or the `host` asked for) */
  origin: string;
  port: number;
  close(): Promise<void>;
}

/** Where and what to serve besides the inspector's own routes. */
export interface StandaloneOptions extends InspectorAppOptions {
  /** 0 (the default): an ephemeral port. A taken port moves to the next free one. */
  port?: number;
  /** Default 127.0.0.1; any other address is also admitted in Host and Origin. */
  host?: string;
  /** The built app's folder (dist/): its index.html is the page (with the token), the rest static files. */
  appRoot?: string;
}

/** How many ports after a taken one are tried before giving up. */
const PORT_TRIES = 20;

/** Serves the inspector's server with Node alone (no Vite), and the built app when `appRoot` is given. */
export async function startInspector(options: StandaloneOptions = {}): Promise<RunningInspector> {
  const host = options.host ?? '127.0.0.1';
  const root = options.appRoot;
  // Read once: the built page does not change while it is served.
  const html = root === undefined ? undefined : readFileSync(join(root, 'index.html'), 'utf8');
  // The sandbox learns the inspector's origins once it listens: a View's CSP may never reach them.
  const own: { origins?: readonly string[] } = {};
  const sandbox = await startSandbox(0, () => own.origins);
  const app = createInspectorApp({
    ...options,
    sandboxOrigin: sandbox.origin,
    extraHosts: options.extraHosts ?? hostsForBind(host),
    ...(html === undefined ? {} : { page: () => Promise.resolve(html) }),
  });
  const handle = nodeMiddleware(app);
  const files = root === undefined ? undefined : staticFiles(root);
  const server = createServer((req, res) => handle(req, res, files && (() => files(req, res))));
  const port = await listen(server, options.port ?? 0, host).catch(async (error: unknown) => {
    await sandbox.close();
    throw error;
  });
  own.origins = inspectorOrigins(port, options.extraHosts ?? hostsForBind(host));
  const shown = host.includes(':') ? `[${host}]` : host;
  return {
    app,
    port,
    sandboxOrigin: sandbox.origin,
    origin: `http://${shown}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        app.close();
        server.closeAllConnections();
        server.close(() => void sandbox.close().then(resolve));
      }),
  };
}

/** Listens on `port`, or on the next free one when it is taken; resolves with the port listened on. */
async function listen(server: Server, port: number, host: string): Promise<number> {
  for (let attempt = 0; ; attempt++) {
    const tried = port === 0 ? 0 : port + attempt;
    try {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(tried, host, () => {
          server.off('error', reject);
          resolve();
        });
      });
      return (server.address() as AddressInfo).port;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || port === 0 || attempt >= PORT_TRIES) throw error;
    }
  }
}
