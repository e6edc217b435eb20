import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Plugin, PreviewServer, ViteDevServer } from 'vite';
import { createInspectorApp, type InspectorApp } from './app';
import { hostsForBind, readLaunchOptions } from './launch';
import { nodeMiddleware } from './node-adapter';
import { inspectorOrigins, startSandbox } from './sandbox/server';

/**
 * Mounts the inspector's server (relay, demo endpoints, stdio bridge, the page with its token)
 * in front of Vite's own middlewares, for `npm run dev` and for `vite preview` (`npm start`).
 */
export function inspectorServer(): Plugin {
  let app: InspectorApp | undefined;
  const mount = async (
    server: ViteDevServer | PreviewServer,
    host: string | boolean | undefined,
    page: (url: string) => Promise<string>,
  ): Promise<void> => {
    app?.close();
    const extraHosts = hostsForBind(host);
    const sandbox = await startSandbox(0, () => {
      const bound = server.httpServer?.address();
      return bound && typeof bound === 'object' ? inspectorOrigins(bound.port, extraHosts) : undefined;
    });
    const current = createInspectorApp({
      ...readLaunchOptions(),
      extraHosts,
      page,
      sandboxOrigin: sandbox.origin,
    });
    app = current;
    server.middlewares.use(nodeMiddleware(current));
    server.httpServer?.once('close', () => {
      current.close();
      void sandbox.close();
    });
  };
  return {
    name: 'mcp-inspector-server',
    async configureServer(server) {
      const html = join(server.config.root, 'index.html');
      await mount(server, server.config.server.host, async (url) =>
        server.transformIndexHtml(url, await readFile(html, 'utf8')),
      );
    },
    async configurePreviewServer(server) {
      const html = join(resolve(server.config.root, server.config.build.outDir), 'index.html');
      await mount(server, server.config.preview.host, () => readFile(html, 'utf8'));
    },
  };
}
