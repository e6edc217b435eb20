import {
  McpUiDownloadFileRequestSchema,
  McpUiHostContextChangedNotificationSchema,
  McpUiInitializedNotificationSchema,
  McpUiInitializeRequestSchema,
  McpUiInitializeResultSchema,
  McpUiMessageRequestSchema,
  McpUiMessageResultSchema,
  McpUiOpenLinkRequestSchema,
  McpUiOpenLinkResultSchema,
  McpUiRequestDisplayModeRequestSchema,
  McpUiRequestDisplayModeResultSchema,
  McpUiRequestTeardownNotificationSchema,
  McpUiResourceTeardownRequestSchema,
  McpUiResourceTeardownResultSchema,
  McpUiSandboxProxyReadyNotificationSchema,
  McpUiSandboxResourceReadyNotificationSchema,
  McpUiSizeChangedNotificationSchema,
  McpUiToolCancelledNotificationSchema,
  McpUiToolInputNotificationSchema,
  McpUiToolInputPartialNotificationSchema,
  McpUiToolResultNotificationSchema,
  McpUiUpdateModelContextRequestSchema,
} from '@modelcontextprotocol/ext-apps';
import { show, toFinding, type Finding, type FindingDraft } from '../../check/finding';
import { isJsonObject, type JsonObject } from '../../json/types';
import { BRIDGE_LIMITS } from './bounds';
import { fallbackProblem } from './session';
import { toolVisibility } from './ui-meta';

/**
 * Which way a bridge message went: `in` from the View to the host, `out` from the host to the View.
 *
 * @example
 * const way: BridgeDirection = 'in';
 * way // => 'in'
 */
export type BridgeDirection = 'in' | 'out';

interface Schema {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: readonly unknown[] } };
}

// The messages of each side by method (ext-apps' schemas); tools/call and resources/read are MCP's own.
const FROM_VIEW: Record<string, Schema> = {
  'ui/initialize': McpUiInitializeRequestSchema,
  'ui/notifications/initialized': McpUiInitializedNotificationSchema,
  'ui/notifications/size-changed': McpUiSizeChangedNotificationSchema,
  'ui/notifications/request-teardown': McpUiRequestTeardownNotificationSchema,
  'ui/notifications/sandbox-proxy-ready': McpUiSandboxProxyReadyNotificationSchema,
  'ui/open-link': McpUiOpenLinkRequestSchema,
  'ui/message': McpUiMessageRequestSchema,
  'ui/request-display-mode': McpUiRequestDisplayModeRequestSchema,
  'ui/update-model-context': McpUiUpdateModelContextRequestSchema,
  'ui/download-file': McpUiDownloadFileRequestSchema,
};
const FROM_HOST: Record<string, Schema> = {
  'ui/notifications/tool-input': McpUiToolInputNotificationSchema,
  'ui/notifications/tool-input-partial': McpUiToolInputPartialNotificationSchema,
  'ui/notifications/tool-result': McpUiToolResultNotificationSchema,
  'ui/notifications/tool-cancelled': McpUiToolCancelledNotificationSchema,
  'ui/notifications/host-context-changed': McpUiHostContextChangedNotificationSchema,
  'ui/notifications/sandbox-resource-ready': McpUiSandboxResourceReadyNotificationSchema,
  'ui/resource-teardown': McpUiResourceTeardownRequestSchema,
};
const RESULTS: Record<string, Schema> = {
  'ui/initialize': McpUiInitializeResultSchema,
  'ui/open-link': McpUiOpenLinkResultSchema,
  'ui/message': McpUiMessageResultSchema,
  'ui/request-display-mode': McpUiRequestDisplayModeResultSchema,
  'ui/resource-teardown': McpUiResourceTeardownResultSchema,
};

/**
 * The hostCapabilities key a View's request needs (ext-apps' `McpUiHostCapabilities`).
 *
 * @example
 * NEEDED_CAPABILITY['tools/call'] // => 'serverTools'
 */
export const NEEDED_CAPABILITY: Readonly<Record<string, string>> = {
  'tools/call': 'serverTools',
  'tools/list': 'serverTools',
  'resources/read': 'serverResources',
  'resources/list': 'serverResources',
  'resources/templates/list': 'serverResources',
  'ui/open-link': 'openLinks',
  'ui/message': 'message',
  'ui/update-model-context': 'updateModelContext',
  'ui/download-file': 'downloadFile',
  'notifications/message': 'logging',
  'sampling/createMessage': 'sampling',
};

// Travels before initialized: the handshake, ping, and the sandbox proxy's own two notifications.
const BEFORE_INITIALIZED = new Set([
  'ui/initialize',
  'ping',
  'ui/notifications/sandbox-proxy-ready',
  'ui/notifications/sandbox-resource-ready',
]);

const pointerOf = (path: readonly unknown[]): string =>
  path.map((p) => `/${String(p).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');

function schemaFindings(schema: Schema, value: unknown, base: string, what: string): FindingDraft[] {
  const parsed = schema.safeParse(value);
  if (parsed.success) return [];
  return parsed.error.issues.slice(0, 5).flatMap((issue) => {
    if (!isJsonObject(issue)) return [];
    const path = Array.isArray(issue['path']) ? issue['path'] : [];
    const message = typeof issue['message'] === 'string' ? issue['message'] : 'invalid';
    return [{ rule: 'R-APP-14', pointer: base + pointerOf(path), message: `${what}: ${message}.` }];
  });
}

const modesOf = (value: unknown): string[] | undefined =>
  Array.isArray(value) ? value.filter((m): m is string => typeof m === 'string') : undefined;

/**
 * Judges the bridge between a host and one View, message by message in the order they crossed, at each
 * message's JSON path: JSON-RPC shape (R-APP-12), order around initialized (R-APP-13), ext-apps' schemas
 * (R-APP-14), display modes (R-APP-15), declared host capabilities (R-APP-16), tool visibility (R-APP-17),
 * and, when the host knows the server's tools, tools it did not list (R-APP-22).
 *
 * @example
 * const judge = new BridgeJudge({ hostCapabilities: { serverTools: {} }, availableDisplayModes: ['inline'], tools: [{ name: 'w', _meta: { ui: { visibility: ['model'] } } }] });
 * judge.judge('in', { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'w' } }).map((f) => [f.rule, f.pointer])
 * // => [['R-APP-13', '/method'], ['R-APP-17', '/params/name']]
 * judge.judge('in', { jsonrpc: '2.0', id: 2, method: 'ui/initialize', params: { protocolVersion: '2026-01-26', appInfo: { name: 'a', version: '1' } } }).map((f) => [f.rule, f.pointer])
 * // => [['R-APP-14', '/params/appCapabilities']]
 * judge.judge('in', { jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'unlisted' } }).map((f) => f.rule)
 * // => ['R-APP-13', 'R-APP-22']
 */
export class BridgeJudge {
  private initialized = false;
  private appModes: string[] | undefined;
  private readonly pending: Record<BridgeDirection, Map<string, string>> = { in: new Map(), out: new Map() };

  constructor(
    private readonly host: {
      hostCapabilities: JsonObject;
      availableDisplayModes: readonly string[];
      /** The server's listed tools, for their visibility (absent: not known, nothing judged on them). */
      tools?: readonly unknown[];
    },
  ) {}

  /** Whether the View has said `ui/notifications/initialized`. */
  get isInitialized(): boolean {
    return this.initialized;
  }

  /** The findings on one message; the judge remembers what it needs for the next ones. */
  judge(direction: BridgeDirection, message: unknown): Finding[] {
    return this.drafts(direction, message).map(toFinding);
  }

  private drafts(direction: BridgeDirection, message: unknown): FindingDraft[] {
    const side = direction === 'in' ? 'the View' : 'the host';
    if (!isJsonObject(message))
      return [{ rule: 'R-APP-12', pointer: '', message: `${side} sent ${show(message)}, not a JSON-RPC object.` }];
    const out: FindingDraft[] = [];
    if (message['jsonrpc'] !== '2.0')
      out.push({
        rule: 'R-APP-12',
        pointer: '/jsonrpc',
        message: `${side} sent a message without jsonrpc "2.0".`,
        expected: '"2.0"',
        actual: show(message['jsonrpc']),
      });
    const method = message['method'];
    const id = message['id'];
    const key = typeof id === 'string' || typeof id === 'number' ? JSON.stringify(id) : undefined;
    if (typeof method !== 'string') {
      const asked = key === undefined ? undefined : this.pending[direction === 'in' ? 'out' : 'in'].get(key);
      if (asked === undefined || (!('result' in message) && !('error' in message))) {
        out.push({
          rule: 'R-APP-12',
          pointer: key === undefined ? '' : '/id',
          message: `${side} sent a message with no method that answers no request of ${direction === 'in' ? 'the host' : 'the View'}.`,
        });
        return out;
      }
      this.pending[direction === 'in' ? 'out' : 'in'].delete(key!);
      const schema = RESULTS[asked];
      if (schema && isJsonObject(message['result']))
        out.push(...schemaFindings(schema, message['result'], '/result', `the result of ${asked}`));
      return out;
    }
    if (key !== undefined) this.pending[direction].set(key, method);
    if (!this.initialized && !BEFORE_INITIALIZED.has(method) && method !== 'ui/notifications/initialized')
      out.push({
        rule: 'R-APP-13',
        pointer: '/method',
        message: `${side} sent ${method} before the View said ui/notifications/initialized.`,
      });
    if (method === 'ui/notifications/initialized') this.initialized = true;
    const schema = (direction === 'in' ? FROM_VIEW : FROM_HOST)[method];
    if (schema) out.push(...schemaFindings(schema, message, '', method));
    if (direction === 'in') out.push(...this.viewAsks(method, message));
    return out;
  }

  private viewAsks(method: string, message: JsonObject): FindingDraft[] {
    const out: FindingDraft[] = [];
    const params = isJsonObject(message['params']) ? message['params'] : {};
    if (method === 'ui/initialize') {
      const caps = params['appCapabilities'];
      this.appModes = isJsonObject(caps) ? modesOf(caps['availableDisplayModes']) : undefined;
    }
    const needed = NEEDED_CAPABILITY[method];
    if (needed && !isJsonObject(this.host.hostCapabilities[needed]))
      out.push({
        rule: 'R-APP-16',
        pointer: '/method',
        message: `The View sent ${method}, but the host did not declare hostCapabilities.${needed}.`,
      });
    if (method === 'ui/request-display-mode') {
      const mode = params['mode'];
      const problems = [
        ...(this.host.availableDisplayModes.includes(String(mode))
          ? []
          : [`the host's ${show(this.host.availableDisplayModes)}`]),
        ...(this.appModes && !this.appModes.includes(String(mode)) ? [`its own ${show(this.appModes)}`] : []),
      ];
      if (problems.length > 0)
        out.push({
          rule: 'R-APP-15',
          pointer: '/params/mode',
          message: `The View asked for display mode ${show(mode)}, which is not among ${problems.join(' or ')}.`,
        });
    }
    if (method === 'tools/call' && typeof params['name'] === 'string' && this.host.tools !== undefined) {
      const tool = this.host.tools.find((t) => isJsonObject(t) && t['name'] === params['name']);
      if (tool === undefined)
        out.push({
          rule: 'R-APP-22',
          pointer: '/params/name',
          message: `The View called ${params['name']}, which the server did not list in tools/list; its visibility is unknown, so the host refuses it.`,
        });
      else if (!toolVisibility(tool).includes('app'))
        out.push({
          rule: 'R-APP-17',
          pointer: '/params/name',
          message: `The View called ${params['name']}, whose visibility ${show(toolVisibility(tool))} leaves out app; the host refuses it.`,
        });
    }
    return out;
  }
}

/**
 * What the sandbox reports, or the host saw, that the browser or the host refused.
 *
 * @example
 * const event: SandboxEvent = { kind: 'navigate' };
 * event.kind // => 'navigate'
 */
export type SandboxEvent =
  | { kind: 'csp'; blockedURI: string; directive: string; declared?: string | null }
  | { kind: 'window-open'; url: string }
  | { kind: 'navigate' }
  | { kind: 'too-big'; bytes: number }
  | { kind: 'flood'; dropped: number }
  | { kind: 'in-flight'; method: string; limit: number };

/**
 * The finding for what the sandbox refused (R-APP-18, R-APP-20, R-APP-21, R-APP-23) or the host bounded
 * (R-APP-19: a message too big, a flood, a call past the calls in flight).
 * A refused origin is a missing declaration, unless the resource `declared` it (`declaredOriginFor`): then the
 * sandbox left it out for reaching the inspector's own origin. Eval or inline code is refused whatever is declared.
 *
 * @example
 * sandboxFinding({ kind: 'csp', blockedURI: 'https://cdn.example.com/x.js', directive: 'script-src-elem' }).message
 * // => 'The View tried https://cdn.example.com (script-src-elem), which its resource does not declare in _meta.ui.csp; the CSP refused it.'
 * sandboxFinding({ kind: 'csp', blockedURI: 'eval', directive: 'script-src' }).rule // => 'R-APP-21'
 * sandboxFinding({ kind: 'csp', blockedURI: 'http://127.0.0.1:5173/api/relay', directive: 'connect-src', declared: 'http://localhost:*' }).message
 * // => "The View tried http://127.0.0.1:5173 (connect-src), which its resource declares (http://localhost:*), but that reaches this inspector's own origin (its page and relay), so the sandbox left it out of the View's CSP."
 * sandboxFinding({ kind: 'flood', dropped: 800 }).rule // => 'R-APP-19'
 * sandboxFinding({ kind: 'in-flight', method: 'tools/call', limit: 8 }).pointer // => '/method'
 */
export function sandboxFinding(event: SandboxEvent): Finding {
  switch (event.kind) {
    case 'csp': {
      if (!/^(https?|wss?):\/\//i.test(event.blockedURI))
        return toFinding({
          rule: 'R-APP-21',
          pointer: '',
          message: `The View tried ${event.blockedURI || 'inline code'} (${event.directive}), which the CSP refuses whatever a resource declares; fine when the View works without it (a library's feature test).`,
          actual: event.blockedURI,
        });
      const origin = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]+/i.exec(event.blockedURI)?.[0] ?? event.blockedURI;
      if (event.declared)
        return toFinding({
          rule: 'R-APP-23',
          pointer: '',
          message: `The View tried ${origin} (${event.directive}), which its resource declares (${event.declared}), but that reaches this inspector's own origin (its page and relay), so the sandbox left it out of the View's CSP.`,
          actual: event.blockedURI,
        });
      return toFinding({
        rule: 'R-APP-18',
        pointer: '',
        message: `The View tried ${origin} (${event.directive}), which its resource does not declare in _meta.ui.csp; the CSP refused it.`,
        actual: event.blockedURI,
      });
    }
    case 'window-open':
      return toFinding({
        rule: 'R-APP-20',
        pointer: '',
        message: `The View tried to open a window on ${event.url}; the sandbox refused it (ui/open-link asks the host).`,
      });
    case 'navigate':
      return toFinding({
        rule: 'R-APP-20',
        pointer: '',
        message: 'The View navigated its frame away from its document; the host stopped it and sends it nothing more.',
      });
    case 'too-big':
      return toFinding({
        rule: 'R-APP-19',
        pointer: '',
        message: `The View sent a message of more than ${Math.round(event.bytes / 1024 / 1024)} MiB; the host refused it unread.`,
      });
    case 'flood':
      return toFinding({
        rule: 'R-APP-19',
        pointer: '',
        message: `The View sent more than ${BRIDGE_LIMITS.maxPerSecond} messages in a second; the host dropped ${event.dropped} of them unread.`,
      });
    case 'in-flight':
      return toFinding({
        rule: 'R-APP-19',
        pointer: '/method',
        message: `The View sent ${event.method} with ${event.limit} of its calls still waiting for the server; the host refused it unsent (a View waits for answers before asking more).`,
      });
  }
}

/**
 * R-APP-10 on the result a host hands its View: the text fallback hosts without apps (and the model) see.
 *
 * @example
 * fallbackFinding({ content: [], structuredContent: { t: 1 } })?.pointer // => '/result/content'
 * fallbackFinding({ content: [{ type: 'text', text: 'Sunny in Lyon' }] }) // => null
 */
export function fallbackFinding(result: JsonObject): Finding | null {
  const problem = fallbackProblem(result['content']);
  return problem
    ? toFinding({
        rule: 'R-APP-10',
        pointer: '/result/content',
        message: `This app tool's result ${problem}; hosts without apps and the model see nothing meaningful.`,
        expected: 'a text content block saying what the app shows',
        actual: show(result['content']),
      })
    : null;
}
