import type { IncomingMessage, ServerResponse } from 'node:http';
import { Hono } from 'hono';
import type { DemoOptions, DemoServers } from './demo';
import type { ProtectedDemo } from './demo/protected';
import { isProtectedDemoPath } from './demo/protected/paths';
import { lazily } from './lazy';
import { lazyTap, type LazyTap } from './lazy-tap';
import { createRelay } from './relay/handler';
import { RELAY_LIMITS } from './relay/protocol';
import { refusalResponse } from './relay/refusal';
import type { RelayLimits } from './relay/request';
import { isPageRequest, isServerPath, ROUTES } from './routes';
import { pageResponse, type PageFacts } from './security/page';
import type { SelfAddress } from './security/self-address';
import { launchToken } from './security/token';
import type { StdioBridge, StdioLimits } from './stdio/bridge';
import { createStdioEndpoint, type StdioEndpointLimits } from './stdio/endpoint';
import type { TapLimits, TapTarget } from './tap';
import { TAP_CLEAR_PATH, TAP_EVENTS_PATH } from './tap/protocol';

/** How to build the inspector's server. */
export interface InspectorAppOptions {
  /** Defaults to MCP_INSPECTOR_TOKEN or 256 random bits. */
  token?: string;
  /** Host names besides loopback that may appear in Host/Origin (an explicit `--host`). */
  extraHosts?: readonly string[];
  /** The stdio server command given at launch; nothing else can start a process. */
  stdioCommand?: string;
  demo?: DemoOptions;
  relayLimits?: Partial<RelayLimits>;
  /** The tap endpoints given at launch (`--tap`); nothing else chooses where the tap forwards. */
  taps?: readonly TapTarget[];
  tapLimits?: Partial<TapLimits>;
  /** The stdio bridge's caps (tests lower them). */
  stdioLimits?: Partial<StdioLimits & StdioEndpointLimits>;
  /** The MCP App sandbox port's origin (app/server/sandbox), named to the page and admitted as its frame-src. */
  sandboxOrigin?: string;
  /** Returns the index.html to serve (dev: transformed by Vite); without it the page is not served. */
  page?: (url: string) => Promise<string>;
  /** How the user started the inspector (`mcp-shape-inspector`, `npm start --`): the page's command lines use it. */
  launch?: string;
}

/** The inspector's server: the relay (a Node handler), and the demo endpoints, stdio bridge and page (one WHATWG handler). */
export interface InspectorApp {
  readonly token: string;
  /** `/tap` and `/tap/<name>`, forwarded at the Node level (node-adapter.ts) before anything else. */
  readonly tap: LazyTap;
  /** Answers a request that arrived on local port `port` (every path but the relay's). */
  handle(request: Request, port: number, outgoing: ServerResponse): Promise<Response>;
  /** `POST /api/relay`, the hot path: on the Node request and response themselves, past the router. */
  relay(incoming: IncomingMessage, outgoing: ServerResponse): Promise<void>;
  /** Whether the request is this server's (else the static app's). */
  owns(pathname: string, method: string, accept: string | null): boolean;
  close(): void;
}

type Env = { Bindings: { self: SelfAddress; outgoing: ServerResponse } };

// A stdout line (one message) and a request body are capped like a relay request; an answer may
// hold as much unread as the relay lets a page read ahead.
const STDIO_LIMITS: StdioLimits & StdioEndpointLimits = {
  maxLineBytes: RELAY_LIMITS.maxRequestBytes,
  maxRequestBytes: RELAY_LIMITS.maxRequestBytes,
  maxQueuedBytes: RELAY_LIMITS.maxRequestBytes,
};

/**
 * Builds the inspector's server. The demo servers, the protected demo (its authorization server) and the tap
 * (its judge) load on their first request, each a chunk of its own in the bundle (cli/build.mjs): a start
 * loads only what serves the page and the relay.
 */
export function createInspectorApp(options: InspectorAppOptions = {}): InspectorApp {
  const token = options.token ?? launchToken();
  const demos = lazily<DemoServers>(
    async () => (await import('./demo')).createDemoServers(options.demo),
    (made) => made.close(),
  );
  const protectedDemo = lazily<ProtectedDemo>(
    async () =>
      (await import('./demo/protected')).createProtectedDemo(async (request, self) =>
        (await demos.get()).protected(request, self),
      ),
    (made) => made.close(),
  );
  const stdioLimits = { ...STDIO_LIMITS, ...options.stdioLimits };
  const stdioCommand = options.stdioCommand;
  // The bridge is a chunk of its own too (it names META_KEYS, whose module reaches ext-apps' schemas); its
  // command starts now, as it always has, while the server begins listening.
  const bridge = stdioCommand
    ? lazily<StdioBridge>(
        async () => new (await import('./stdio/bridge')).StdioBridge(stdioCommand, stdioLimits),
        (made) => made.close(),
      )
    : undefined;
  bridge?.get().catch((error: unknown) => console.error('inspector server: the stdio bridge failed to load:', error));
  const relay = createRelay({ token, ...(options.relayLimits ? { limits: options.relayLimits } : {}) });
  const tap = lazyTap({
    targets: options.taps ?? [],
    token,
    ...(options.tapLimits ? { limits: options.tapLimits } : {}),
  });
  const app = new Hono<Env>();
  app.all(TAP_EVENTS_PATH, (c) => tap.events(c.req.raw, c.env.self));
  app.all(TAP_CLEAR_PATH, (c) => tap.clear(c.req.raw, c.env.self));
  app.all(ROUTES.demo.conforming, async (c) => (await demos.get()).conforming(c.req.raw, c.env.self));
  app.all(ROUTES.demo.divergent, async (c) => (await demos.get()).divergent(c.req.raw, c.env.self));
  app.all('*', async (c, next) =>
    isProtectedDemoPath(c.req.path) ? (await protectedDemo.get()).handle(c.req.raw, c.env.self) : next(),
  );
  if (bridge) {
    const stdio = lazily(async () => createStdioEndpoint(await bridge.get(), token, stdioLimits));
    app.all(ROUTES.stdio, async (c) => (await stdio.get())(c.req.raw, c.env.self));
  }
  app.all(`${ROUTES.api}*`, () => refusalResponse('not_found', 'No such inspector API; the relay is POST /api/relay.'));
  const page = options.page;
  const facts: PageFacts = {
    ...(options.sandboxOrigin ? { sandboxOrigin: options.sandboxOrigin } : {}),
    ...(options.launch ? { launch: options.launch } : {}),
    ...(bridge ? { stdioPath: ROUTES.stdio } : {}),
  };
  if (page)
    app.on(['GET', 'HEAD'], '*', async (c) =>
      isPageRequest(c.req.path, c.req.method, c.req.header('accept') ?? null)
        ? pageResponse(c.req.raw, c.env.self, await page(c.req.path), token, facts)
        : c.notFound(),
    );
  app.notFound(() => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } }));
  const failed = (error: unknown) => {
    console.error('inspector server:', error);
    return refusalResponse('internal', 'The inspector server failed; the terminal running it has details.');
  };
  app.onError(failed);
  // The connection's real local address, which the caller checks compare Host and Origin with.
  function selfOf(port: number, outgoing: ServerResponse): SelfAddress {
    const address = outgoing.socket?.localAddress;
    return { port, extraHosts: options.extraHosts ?? [], ...(address ? { address } : {}) };
  }
  return {
    token,
    tap,
    handle: async (request, port, outgoing) => app.fetch(request, { self: selfOf(port, outgoing), outgoing }),
    relay: (incoming, outgoing) =>
      relay(incoming, selfOf(incoming.socket.localPort ?? 0, outgoing), outgoing).catch((error: unknown) => {
        console.error('inspector server:', error);
        outgoing.destroy();
      }),
    owns: (pathname, method, accept) =>
      isServerPath(pathname) ||
      isProtectedDemoPath(pathname) ||
      (page !== undefined && isPageRequest(pathname, method, accept)),
    close() {
      relay.close();
      demos.close();
      protectedDemo.close();
      bridge?.close();
      tap.close();
    },
  };
}
