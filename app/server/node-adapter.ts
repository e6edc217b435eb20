import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { ROUTES } from './routes';
import type { InspectorApp } from './app';
import { baseSecurityHeaders, JUDGE_WORKER_PATH, judgeWorkerPolicy, pagePolicy } from './security/headers';

/** A Connect/Node middleware: the inspector's own paths go to `app`, the rest to `next` with the CSP set. */
export function nodeMiddleware(app: InspectorApp) {
  // The global Request/Response stay Node's own: Vite runs in this process too.
  const listener = getRequestListener(
    (request, env) => app.handle(request, env.incoming.socket.localPort ?? 0, env.outgoing as ServerResponse),
    {
      overrideGlobalObjects: false,
    },
  );
  const assetHeaders = baseSecurityHeaders(pagePolicy());
  const judgeWorkerHeaders = baseSecurityHeaders(judgeWorkerPolicy());
  return (req: IncomingMessage, res: ServerResponse, next?: () => void): void => {
    const pathname = (req.url ?? '/').split('?')[0] ?? '/';
    if (app.tap.handles(pathname)) return app.tap.forward(req, res);
    if (pathname === ROUTES.relay) return void app.relay(req, res);
    if (app.owns(pathname, req.method ?? 'GET', req.headers.accept ?? null) || !next) {
      void listener(req, res);
      return;
    }
    const headers = JUDGE_WORKER_PATH.test(pathname) ? judgeWorkerHeaders : assetHeaders;
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    next();
  };
}
