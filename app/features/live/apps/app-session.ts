import {
  APPS_BRIDGE_VERSION,
  appCallableTools,
  BRIDGE_LIMITS,
  BridgeJudge,
  boundedSize,
  declaredOriginFor,
  FloodGate,
  sandboxFinding,
  toolVisibility,
  type BridgeDirection,
  type JsonObject,
  type SandboxEvent,
} from '../../../../src/index';
import { shownText, type BridgeRow } from './bridge-rows';
import { changedContext, HOST_DISPLAY_MODES, hostContextOf, type HostSettings } from './host-context';

/**
 * What this host declares to every View: server tools (listed from Live's catalog, list_changed when it
 * changes) and resources through Live, links on approval, logs.
 */
export const HOST_CAPABILITIES: JsonObject = {
  openLinks: {},
  serverTools: { listChanged: true },
  serverResources: {},
  logging: {},
  sandbox: {},
};

const SANDBOX_REPORT = 'x-inspector/sandbox-report';

// How the host refuses a View's request it will not send on: a standard JSON-RPC code, since -32000..-32019 are
// reserved and new implementations should not use them (R-ERR-3, which this inspector holds servers to).
const HOST_REFUSAL = -32603;

/**
 * Why the host gives a View none of Live's catalog: `stale`, the catalog is not the View's server's as it is now
 * (listed with other credentials, or Live shows another server); `unknown-server`, the View's tool call was kept
 * before the inspector recorded which server an exchange was sent for, so whose catalog would fit is unknown.
 */
export type ToolsWithheld = 'stale' | 'unknown-server';

// What the server lists is unknown either way, so the View calls nothing and is blamed for nothing.
const WITHHELD: Record<ToolsWithheld, { code: number; note: string; message: string }> = {
  stale: {
    code: HOST_REFUSAL,
    note: "refused: Live's catalog is not this View's server's as it is now (Connect lists it again)",
    message:
      "The host has no current list of this View's server's tools (it was listed with other credentials, or the host shows another server now); it refuses the View's tool calls until it lists them again.",
  },
  'unknown-server': {
    code: HOST_REFUSAL,
    note: "refused: this View's server is unknown (its tool call was kept before the inspector recorded it)",
    message:
      "The host does not know which server this View belongs to (its tool call was kept before the inspector recorded the server of each exchange), so it lists it no server's tools and refuses its tool calls; call the tool again to open its View with its server's tools.",
  },
};

/** The View's requests the host sends on to the server through Live (serverTools, serverResources). */
export type ServerMethod = 'tools/call' | 'resources/read' | 'resources/list' | 'resources/templates/list';

/** What a proxied request came back with: its result or error, and the exchange it was recorded as. */
export interface ServerAnswer {
  result?: JsonObject;
  error?: { code: number; message: string };
  recordId?: string;
}

/** What the host needs from Live: the app, the call it shows, and the server through the send pipeline. */
export interface AppSessionInput {
  html: string;
  csp: unknown;
  permissions: unknown;
  tool: JsonObject;
  /**
   * The listed tools of the View's server (their visibility decides what the View may call and what its
   * tools/list gets), or why Live's catalog is not given to it: then the View may call none.
   */
  tools: readonly unknown[] | ToolsWithheld;
  toolCallId: string | number | undefined;
  arguments: JsonObject;
  /** The tool's result, or why the call ended without one (then the View hears tool-cancelled). */
  outcome: { result: JsonObject } | { cancelled: string };
  settings: HostSettings;
  callServer(method: ServerMethod, params: JsonObject): Promise<ServerAnswer>;
  onChange(): void;
}

/** A link the View asked to open, waiting for the user's answer. */
export interface LinkAsk {
  url: string;
  /** Opens the link (or not) and answers the View's request; a second call does nothing. */
  answer(open: boolean): void;
  /** Answers the View's request as not opened (`isError`): a newer ui/open-link replaced it. */
  supersede(): void;
}

/**
 * One View's host: receives the frame's messages (bounded, judged, listed), answers them as ext-apps'
 * host side must, proxies server requests through Live, and tells the View what changes.
 */
export class AppSession {
  rows: BridgeRow[] = [];
  /** Rows dropped from the front of the list (the list keeps the newest `maxRows`). */
  droppedRows = 0;
  height = 0;
  stopped: string | null = null;
  link: LinkAsk | null = null;
  private seq = 0;
  private readonly judge: BridgeJudge;
  private readonly flood = new FloodGate();
  private floodReported = 0;
  private context: Record<string, unknown>;
  private nextId = 1;
  private readonly waiting = new Map<string, (message: JsonObject) => void>();
  private loads = 0;
  private delivered = false;
  /** The View's calls sent to the server and not answered yet (bounded by `BRIDGE_LIMITS.maxInFlight`). */
  private inFlight = 0;

  /** What the judge and the refusals read of this host; `tools` follows Live's listing (see `updateTools`). */
  private readonly facts: ConstructorParameters<typeof BridgeJudge>[0];
  /** Why the View gets no tools, while it gets none. */
  private withheld: ToolsWithheld | null = null;

  constructor(
    private readonly frame: HTMLIFrameElement,
    private readonly input: AppSessionInput,
  ) {
    this.context = this.contextOf(input.settings);
    this.facts = { hostCapabilities: HOST_CAPABILITIES, availableDisplayModes: HOST_DISPLAY_MODES };
    this.updateTools(input.tools);
    this.judge = new BridgeJudge(this.facts);
    this.height = Math.min(input.settings.maxHeight, 160);
    window.addEventListener('message', this.onMessage);
    frame.addEventListener('load', this.onLoad);
  }

  /**
   * The server's tools as Live lists them now: a tool added after the View opened may be called. Withheld:
   * none is known (the judge then blames the View for nothing), and the View is told why it may call none.
   */
  updateTools(tools: readonly unknown[] | ToolsWithheld): void {
    const before = this.facts.tools;
    const listed = typeof tools === 'string' ? undefined : tools;
    this.withheld = typeof tools === 'string' ? tools : null;
    if (listed) this.facts.tools = listed;
    else delete this.facts.tools;
    // Live listed again (or the catalog went stale): the View's tools/list may give another answer now.
    // (The judge is not there yet while the constructor runs: nothing to tell before initialized anyway.)
    if (listed !== before && this.judge?.isInitialized)
      this.post({ jsonrpc: '2.0', method: 'notifications/tools/list_changed', params: {} });
  }

  /** Lets the frame go: no listener, no message either way. */
  dispose(): void {
    window.removeEventListener('message', this.onMessage);
    this.frame.removeEventListener('load', this.onLoad);
    for (const resolve of this.waiting.values()) resolve({});
    this.waiting.clear();
  }

  /** Sends host-context-changed with what the user changed (once the View is initialized). */
  updateSettings(settings: HostSettings): void {
    const next = this.contextOf(settings);
    const changed = changedContext(this.context, next);
    this.context = next;
    if (Object.keys(changed).length > 0 && this.judge.isInitialized)
      this.post({ jsonrpc: '2.0', method: 'ui/notifications/host-context-changed', params: changed });
  }

  /** Asks the View to tear down (`ui/resource-teardown`); resolves when it answers or after `boundMs`. */
  async teardown(boundMs = 3000): Promise<void> {
    if (this.stopped || !this.judge.isInitialized) return;
    const answered = this.request('ui/resource-teardown', {});
    await Promise.race([answered, new Promise((resolve) => setTimeout(resolve, boundMs))]);
  }

  private contextOf(settings: HostSettings): Record<string, unknown> {
    return {
      ...hostContextOf(settings),
      toolInfo: {
        ...(this.input.toolCallId === undefined ? {} : { id: this.input.toolCallId }),
        tool: this.input.tool,
      },
    };
  }

  private readonly onLoad = () => {
    this.loads++;
    // The proxy page loads once, and once more when it has written the app's document; any further load is a navigation.
    if (this.delivered && this.loads > 2) this.stop({ kind: 'navigate' });
  };

  private readonly onMessage = (event: MessageEvent) => {
    if (this.stopped || event.source !== this.frame.contentWindow) return;
    if (!this.flood.admit(performance.now())) {
      if (this.flood.dropped === 1 || this.flood.dropped - this.floodReported >= 1000) this.reportFlood();
      return;
    }
    if (this.flood.dropped > this.floodReported) this.reportFlood();
    const size = boundedSize(event.data, BRIDGE_LIMITS.maxMessageBytes);
    if (size > BRIDGE_LIMITS.maxMessageBytes) {
      this.sandboxRow(
        { kind: 'too-big', bytes: size },
        `refused unread: over ${BRIDGE_LIMITS.maxMessageBytes / 1024 / 1024} MiB`,
      );
      return;
    }
    let message: unknown;
    try {
      message = JSON.parse(JSON.stringify(event.data)) as unknown;
    } catch {
      message = null;
    }
    const m = message as JsonObject | null;
    if (m && m['method'] === SANDBOX_REPORT && typeof m['params'] === 'object' && m['params'] !== null) {
      this.onReport(m['params'] as JsonObject);
      return;
    }
    this.receive(message);
  };

  private reportFlood(): void {
    const dropped = this.flood.dropped - this.floodReported;
    this.floodReported = this.flood.dropped;
    this.sandboxRow({ kind: 'flood', dropped }, `dropped unread: over ${BRIDGE_LIMITS.maxPerSecond} messages a second`);
  }

  private onReport(params: JsonObject): void {
    if (params['kind'] === 'csp') {
      const blockedURI = String(params['blockedURI']);
      const directive = String(params['directive']);
      // Declared yet refused: the sandbox left it out for reaching this inspector, which is the reason to say.
      const declared = declaredOriginFor(this.input.csp, directive, blockedURI);
      this.sandboxRow(
        { kind: 'csp', blockedURI, directive, declared },
        declared ? "refused by the CSP: declared, but it reaches this inspector's own origin" : 'refused by the CSP',
      );
    } else if (params['kind'] === 'window-open')
      this.sandboxRow({ kind: 'window-open', url: String(params['url']) }, 'refused by the sandbox (no allow-popups)');
    else if (params['kind'] === 'navigate' && this.delivered) this.stop({ kind: 'navigate' });
  }

  private stop(event: SandboxEvent): void {
    if (this.stopped) return;
    this.sandboxRow(event, 'the app is stopped');
    this.stopped = 'The app navigated its frame away from its own document, so the host stopped it.';
    this.dispose();
    this.input.onChange();
  }

  private sandboxRow(event: SandboxEvent, note: string): void {
    this.addRow({
      direction: 'sandbox',
      label: event.kind,
      text: shownText(event),
      findings: [sandboxFinding(event)],
      note,
    });
  }

  private addRow(row: Omit<BridgeRow, 'seq'>): BridgeRow {
    const full = { ...row, seq: ++this.seq };
    this.rows.push(full);
    if (this.rows.length > BRIDGE_LIMITS.maxRows) {
      this.rows.splice(0, this.rows.length - BRIDGE_LIMITS.maxRows);
      this.droppedRows++;
    }
    this.input.onChange();
    return full;
  }

  private labelOf(message: unknown): string {
    const m = message as JsonObject | null;
    if (m && typeof m['method'] === 'string') return m['method'];
    return m && m['id'] !== undefined ? `answer to #${JSON.stringify(m['id'])}` : 'not JSON-RPC';
  }

  private record(direction: BridgeDirection, message: unknown, extra: Partial<BridgeRow> = {}): BridgeRow {
    return this.addRow({
      direction,
      label: this.labelOf(message),
      text: shownText(message),
      findings: this.judge.judge(direction, message),
      ...extra,
    });
  }

  private post(message: JsonObject, extra: Partial<BridgeRow> = {}): void {
    if (this.stopped) return;
    this.record('out', message, extra);
    // The View's origin is opaque (a sandboxed frame), so no target origin can name it; the source is checked on the way in.
    this.frame.contentWindow?.postMessage(message, '*');
  }

  private request(method: string, params: JsonObject): Promise<JsonObject> {
    const id = `host-${this.nextId++}`;
    return new Promise((resolve) => {
      this.waiting.set(JSON.stringify(id), resolve);
      this.post({ jsonrpc: '2.0', id, method, params });
    });
  }

  private answer(
    id: unknown,
    body: { result: JsonObject } | { error: { code: number; message: string } },
    extra?: Partial<BridgeRow>,
  ): void {
    this.post({ jsonrpc: '2.0', id: id as string | number, ...body }, extra);
  }

  private receive(message: unknown): void {
    const row = this.record('in', message);
    const m = message as JsonObject | null;
    if (!m || typeof m !== 'object') return;
    const method = m['method'];
    const id = m['id'];
    const params = (typeof m['params'] === 'object' && m['params'] !== null ? m['params'] : {}) as JsonObject;
    if (typeof method !== 'string') {
      const waiting = this.waiting.get(JSON.stringify(id));
      if (waiting) {
        this.waiting.delete(JSON.stringify(id));
        waiting(m);
      }
      return;
    }
    const isRequest = id !== undefined && id !== null;
    switch (method) {
      case 'ui/notifications/sandbox-proxy-ready':
        if (this.delivered) return this.stop({ kind: 'navigate' });
        this.delivered = true;
        this.post({
          jsonrpc: '2.0',
          method: 'ui/notifications/sandbox-resource-ready',
          params: {
            html: this.input.html,
            ...(this.input.csp === undefined ? {} : { csp: this.input.csp as JsonObject }),
            ...(this.input.permissions === undefined ? {} : { permissions: this.input.permissions as JsonObject }),
          },
        });
        return;
      case 'ui/initialize': {
        const asked = params['protocolVersion'];
        return this.answer(id, {
          result: {
            protocolVersion: typeof asked === 'string' && asked <= APPS_BRIDGE_VERSION ? asked : APPS_BRIDGE_VERSION,
            hostInfo: { name: 'mcp-shape-inspector', version: '1' },
            hostCapabilities: HOST_CAPABILITIES,
            hostContext: this.context as JsonObject,
          },
        });
      }
      case 'ui/notifications/initialized':
        this.post({
          jsonrpc: '2.0',
          method: 'ui/notifications/tool-input',
          params: { arguments: this.input.arguments },
        });
        if ('result' in this.input.outcome)
          this.post({ jsonrpc: '2.0', method: 'ui/notifications/tool-result', params: this.input.outcome.result });
        else
          this.post({
            jsonrpc: '2.0',
            method: 'ui/notifications/tool-cancelled',
            params: { reason: this.input.outcome.cancelled },
          });
        return;
      case 'ui/notifications/size-changed':
        // The container's width is fixed (containerDimensions.width), so only the height follows the View.
        if (typeof params['height'] === 'number' && Number.isFinite(params['height']))
          this.height = Math.max(40, Math.min(this.input.settings.maxHeight, Math.ceil(params['height'])));
        this.input.onChange();
        return;
      case 'ping':
        if (isRequest) this.answer(id, { result: {} });
        return;
      case 'ui/open-link':
        if (isRequest) this.askLink(id, params['url']);
        return;
      case 'ui/request-display-mode': {
        const mode = params['mode'];
        const granted = (HOST_DISPLAY_MODES as readonly unknown[]).includes(mode) ? mode : this.context['displayMode'];
        if (isRequest) this.answer(id, { result: { mode: granted as string } });
        return;
      }
      case 'tools/list':
        if (isRequest) this.listTools(id, params);
        return;
      case 'tools/call':
      case 'resources/read':
      case 'resources/list':
      case 'resources/templates/list':
        if (isRequest) void this.proxy(method, id, params, row);
        return;
      default:
        // Notifications this host only lists (logging, request-teardown); requests it does not offer get -32601.
        if (isRequest) this.answer(id, { error: { code: -32601, message: `This host does not offer ${method}.` } });
    }
  }

  private askLink(id: unknown, url: unknown): void {
    const text = typeof url === 'string' ? url : '';
    let safe: boolean;
    try {
      safe = ['http:', 'https:'].includes(new URL(text).protocol);
    } catch {
      safe = false;
    }
    if (!safe) {
      this.answer(id, { result: { isError: true } }, { note: 'refused: only http(s) links open' });
      return;
    }
    // One question at a time: a newer link replaces the one waiting, whose request still gets its one answer.
    this.link?.supersede();
    let settled = false;
    const settle = () => {
      const first = !settled;
      settled = true;
      if (this.link === ask) this.link = null;
      return first;
    };
    const ask: LinkAsk = {
      url: text,
      supersede: () => {
        if (!settle()) return;
        // Not opened, as a refused link is not: the result ext-apps defines for a link the host did not open.
        const note = 'not opened: a newer ui/open-link replaced it before the user answered';
        this.answer(id, { result: { isError: true } }, { note });
      },
      answer: (open) => {
        if (!settle()) return;
        if (open) window.open(text, '_blank', 'noopener,noreferrer');
        this.answer(
          id,
          { result: open ? {} : { isError: true } },
          { note: open ? 'opened by the user' : 'refused by the user' },
        );
      },
    };
    this.link = ask;
    this.input.onChange();
  }

  /**
   * The View's tools/list (the draft ext-apps specification: App → Host lists server tools under serverTools),
   * answered from Live's catalog: the tools the View may call, in one page.
   */
  private listTools(id: unknown, params: JsonObject): void {
    const tools = this.facts.tools;
    if (tools === undefined) {
      const why = WITHHELD[this.withheld ?? 'stale'];
      this.answer(id, { error: { code: why.code, message: why.message } }, { note: why.note });
      return;
    }
    if (params['cursor'] !== undefined) {
      const message = 'This host lists every tool the View may call in one page; it gave no cursor.';
      this.answer(id, { error: { code: -32602, message } }, { note: 'refused: a cursor this host never gave' });
      return;
    }
    const callable = appCallableTools(tools);
    this.answer(
      id,
      { result: { tools: callable } },
      { note: `${callable.length} of the ${tools.length} listed tools: those whose visibility includes app` },
    );
  }

  /** Why the host refuses a View's tools/call unsent (the spec: only tools whose visibility includes app), or null. */
  private toolRefusal(name: unknown): { code?: number; note: string; message: string } | null {
    if (this.facts.tools === undefined) return WITHHELD[this.withheld ?? 'stale'];
    const tool = this.facts.tools.find(
      (t) => typeof t === 'object' && t !== null && (t as JsonObject)['name'] === name,
    );
    if (tool === undefined)
      return {
        note: 'refused: the server did not list this tool',
        message: `The tool ${String(name)} is not among the server's listed tools, so the host cannot see its visibility and refuses it.`,
      };
    if (!toolVisibility(tool).includes('app'))
      return {
        note: 'refused: visibility leaves out app',
        message: `The tool ${String(name)} is not visible to apps (its visibility leaves out "app").`,
      };
    return null;
  }

  private async proxy(method: ServerMethod, id: unknown, params: JsonObject, row: BridgeRow): Promise<void> {
    const refusal = method === 'tools/call' ? this.toolRefusal(params['name']) : null;
    if (refusal) {
      row.note = refusal.note;
      this.answer(id, { error: { code: refusal.code ?? -32602, message: refusal.message } }, { note: refusal.note });
      return;
    }
    const limit = BRIDGE_LIMITS.maxInFlight;
    if (this.inFlight >= limit) {
      // A View cannot make the host flood its server: past the cap a call is refused unsent, and said why.
      row.note = `refused unsent: ${limit} calls already wait for the server`;
      row.findings = [...row.findings, sandboxFinding({ kind: 'in-flight', method, limit })];
      this.answer(
        id,
        {
          error: {
            code: HOST_REFUSAL,
            message: `This host lets a View have ${limit} calls waiting for the server; wait for an answer before sending more.`,
          },
        },
        { note: row.note },
      );
      return;
    }
    this.inFlight++;
    let answer: ServerAnswer;
    try {
      answer = await this.input.callServer(method, params);
    } finally {
      this.inFlight--;
    }
    if (answer.recordId) {
      row.recordId = answer.recordId;
      this.input.onChange();
    }
    const extra = answer.recordId ? { recordId: answer.recordId } : {};
    if (answer.result) this.answer(id, { result: answer.result }, extra);
    else this.answer(id, { error: answer.error ?? { code: -32603, message: 'The server gave no answer.' } }, extra);
  }
}
