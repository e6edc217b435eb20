import { MODERN_PROTOCOL_VERSION } from '../../../src';
import { registerConformanceFixtures } from './conformance';
import { divergentHooks } from './divergent/departures';
import { createMcpEndpoint, type McpEndpoint } from './http/endpoint';
import { DemoServer } from './mcp/server';
import { registerApps, registerBrokenApps } from './apps/tools';
import { registerShowcase } from './showcase';
import { stockLevelTool } from './showcase/content-gallery';
import { registerSkillFiles } from './skills/methods';
import { Catalog } from './surface/catalog';

/** Timing knobs (tests shorten them). */
export interface DemoOptions {
  /** One generate_report step. Default 1000 ms. */
  taskStepMs?: number;
  /** A listen stream is closed gracefully after this long. Default 10 minutes. */
  listenMaxMs?: number;
  /** demo://clock ticks this often. Default 5000 ms. */
  clockIntervalMs?: number;
  /** SSE keep-alive comments on listen streams. Default 15000 ms. */
  keepAliveMs?: number;
  /** One "second" of the conformance task fixtures (slow_compute, failing_job, …). Default 1000 ms. */
  fixtureSecondMs?: number;
}

/** The embedded demo servers. */
export interface DemoServers {
  conforming: McpEndpoint;
  divergent: McpEndpoint;
  /** The conforming surface for the protected demo: its answers depend on the token, so none is `public`. */
  protected: McpEndpoint;
  close(): void;
}

const INSTRUCTIONS =
  'Demo server of MCP Shape Inspector. forecast mirrors its parameters into Mcp-Param-* headers; book_table asks two questions ' +
  '(input_required); generate_report becomes a task when the tasks extension is declared; count_slowly streams progress; ' +
  'always_fails fails. Subscribe to demo://clock with subscriptions/listen. The tools, resources and prompts titled ' +
  '"Conformance fixture: …" are what the official conformance suite calls.';

function build(name: string, title: string, options: DemoOptions, perCaller = false, divergent = false): DemoServer {
  const catalog = new Catalog();
  registerShowcase(catalog, { taskStepMs: options.taskStepMs ?? 1000 });
  // A tool whose structuredContent breaks its outputSchema, and the app with the typical mistakes,
  // belong to the divergent demo alone.
  if (divergent) catalog.addTool(stockLevelTool);
  (divergent ? registerBrokenApps : registerApps)(catalog);
  registerSkillFiles(catalog, divergent);
  registerConformanceFixtures(catalog, { secondMs: options.fixtureSecondMs ?? 1000 });
  return new DemoServer({
    serverInfo: { name, title, version: '1.0.0' },
    supportedVersions: [MODERN_PROTOCOL_VERSION],
    instructions: INSTRUCTIONS,
    catalog,
    listen: { maxMs: options.listenMaxMs ?? 600_000, clockIntervalMs: options.clockIntervalMs ?? 5000 },
    pageSizes: { resources: 4, others: 100 },
    perCaller,
  });
}

/**
 * Starts the demo servers: `/demo/mcp` conforms, `/demo/divergent` departs on purpose (README), and
 * the protected demo's server answers as `/demo/mcp` does but per caller.
 */
export function createDemoServers(options: DemoOptions = {}): DemoServers {
  const transport = { keepAliveMs: options.keepAliveMs ?? 15_000, maxBodyBytes: 4 * 1024 * 1024 };
  const conforming = build('mcp-shape-inspector-demo', 'MCP Shape Inspector demo', options);
  const divergent = build('mcp-shape-inspector-divergent', 'MCP Shape Inspector divergent demo', options, false, true);
  const guarded = build('mcp-shape-inspector-protected-demo', 'MCP Shape Inspector protected demo', options, true);
  return {
    conforming: createMcpEndpoint(conforming, transport),
    divergent: createMcpEndpoint(divergent, transport, divergentHooks()),
    protected: createMcpEndpoint(guarded, transport),
    close() {
      conforming.close();
      divergent.close();
      guarded.close();
    },
  };
}
