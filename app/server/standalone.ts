import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createInspectorApp, type InspectorApp, type InspectorAppOptions } from './app';
import { nodeMiddleware } from './node-adapter';

/** A running standalone inspector server (tests, benchmarks, scripts). */
export interface RunningInspector {
  app: InspectorApp;
  /** `http://127.0.0.1:<port>` */
  origin: string;
  port: number;
  close(): Promise<void>;
}

/** Serves the inspector's server without Vite on 127.0.0.1 (port 0: an ephemeral one). */
export async function startInspector(options: InspectorAppOptions & { port?: number } = {}): Promise<RunningInspector> {
  const app = createInspectorApp(options);
  const handle = nodeMiddleware(app);
  const server = createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    app,
    port,
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        app.close();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
