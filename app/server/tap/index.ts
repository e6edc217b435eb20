// The tap: `/tap` and `/tap/<name>` forward a real MCP client's traffic to launch-time targets
// untouched, and every exchange is recorded and judged for the page's #/tap screen (README.md).
import { randomUUID } from 'node:crypto';
import { Agent, type IncomingMessage, type ServerResponse } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import type { SelfAddress } from '../security/self-address';
import { writeTapError } from './answer';
import { refuseTapCaller } from './caller';
import { clearEndpoint, eventsEndpoint } from './feed';
import { RecordingBudget } from './budget';
import { forward, type TapAgents } from './forward';
import { IdleQueue } from './idle-queue';
import { TAP_LIMITS, type TapLimits } from './limits';
import { TAP_PATH, tapPath } from './protocol';
import { TapSession } from './session';
import { SseEndpoints, splitSsePath } from './sse-endpoints';
import { tapInfo, type TapTarget } from './targets';

export { TAP_ENV, TapConfigError, parseTapSpecs, readTapTargets, type TapTarget } from './targets';
export type { TapLimits } from './limits';

/** How to build the tap. */
export interface TapOptions {
  targets: readonly TapTarget[];
  /** The page's token (the events feed and clear are protected like the relay). */
  token: string;
  limits?: Partial<TapLimits>;
}

/** The tap as the inspector's server mounts it. */
export interface Tap {
  readonly session: TapSession;
  /** Whether a request path is the tap's (`/tap`, `/tap/…`), answered at the Node level by `forward`. */
  handles(pathname: string): boolean;
  /** Forwards one client request (or refuses it) on the raw Node objects: no body or header conversion. */
  forward(req: IncomingMessage, res: ServerResponse): void;
  events(request: Request, self: SelfAddress): Response;
  clear(request: Request, self: SelfAddress): Promise<Response>;
  /** Reads, judges and publishes everything still waiting for a quiet moment (tests). */
  flush(): Promise<void>;
  /** Empties the session, with what is still waiting to be judged (exchanges in flight stay). */
  reset(): Promise<void>;
  close(): void;
}

/** Builds the tap over its launch-time targets (none: every `/tap` path says how to add one). */
export function createTap(options: TapOptions): Tap {
  const limits: TapLimits = { ...TAP_LIMITS, ...options.limits };
  const session = new TapSession(limits);
  const queue = new IdleQueue();
  const budget = new RecordingBudget(limits.maxRecordingBytes);
  const agents: TapAgents = { http: new Agent({ keepAlive: true }), https: new HttpsAgent({ keepAlive: true }) };
  const byPath = new Map(options.targets.map((t) => [tapPath(t.name), t]));
  const endpoints = new SseEndpoints();
  const reset = (): Promise<void> => {
    queue.drain();
    return session.clear();
  };
  const hooks = {
    started: (exchange: Parameters<typeof session.started>[0]) => {
      queue.touch();
      queue.push(() => session.started(exchange));
    },
    settled: (exchange: Parameters<typeof session.settled>[0]) => {
      queue.touch();
      queue.push(() => session.settled(exchange));
    },
    streamed: (stream: string, chunk: Buffer) => queue.push(() => session.streamed(stream, chunk)),
  };
  return {
    session,
    handles: (pathname) => pathname === TAP_PATH || pathname.startsWith(`${TAP_PATH}/`),
    forward(req, res) {
      queue.touch();
      const pathname = (req.url ?? '/').split('?')[0]!.replace(/\/+$/, '') || '/';
      const { tap: path, key } = splitSsePath(pathname);
      const target = byPath.get(path);
      const port = req.socket.localPort ?? 0;
      if (!target) return void notATap(req, res, pathname, options.targets);
      const refused = refuseTapCaller(req, port, target.name);
      if (refused) return void refuse(req, res, refused.status, refused.code, refused.message);
      if (isLoop(target.url, port))
        return void refuse(req, res, 508, 'loop', `This tap's target ${target.url.href} is the tap itself.`);
      const via = key === null ? undefined : endpoints.find(target.name, key);
      if (via === null)
        return void refuse(
          req,
          res,
          404,
          'no_such_endpoint',
          `${pathname} is no HTTP+SSE endpoint this tap handed out (or one it has forgotten); open the stream at ${path} again.`,
        );
      forward(req, res, target, {
        id: randomUUID(),
        limits,
        agents,
        hooks,
        budget,
        endpoints,
        ...(via ? { via } : {}),
      });
    },
    events: eventsEndpoint(session, options.targets.map(tapInfo), options.token),
    clear: clearEndpoint(reset, options.token),
    flush: () => {
      queue.drain();
      return session.flush();
    },
    reset,
    close() {
      queue.close();
      session.close();
      agents.http.destroy();
      agents.https.destroy();
    },
  };
}

function refuse(req: IncomingMessage, res: ServerResponse, status: number, code: string, message: string): void {
  req.resume();
  writeTapError(res, status, code, message);
}

function notATap(req: IncomingMessage, res: ServerResponse, pathname: string, targets: readonly TapTarget[]): void {
  const paths = targets.map((t) => tapPath(t.name));
  refuse(
    req,
    res,
    404,
    'no_such_tap',
    targets.length === 0
      ? 'No tap was configured: start the inspector with --tap <server URL> (or --tap <name>=<URL>).'
      : `${pathname} is not a tap of this launch; the taps are ${paths.join(', ')}.`,
  );
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** A target naming this very server's tap would forward to itself forever. */
function isLoop(target: URL, port: number): boolean {
  const targetPort = Number(target.port || (target.protocol === 'https:' ? 443 : 80));
  return LOOPBACK_HOSTS.has(target.hostname) && targetPort === port && target.pathname.startsWith(TAP_PATH);
}
