import { APP_MIME_TYPE, type JsonObject } from '../../../../src';
import type { Catalog, ResourceContents, ToolDef } from '../surface/catalog';
import { HOSTILE_HTML } from './hostile-html';
import { BROKEN_HTML, WEATHER_HTML } from './weather-html';

const SKIES = ['sunny', 'cloudy', 'rainy'];
const weather = (city: string, salt = 0): JsonObject => ({
  city,
  temperature: 12 + ((city.length * 7 + salt) % 15),
  sky: SKIES[(city.length + salt) % SKIES.length]!,
});
const cityOf = (args: JsonObject): string => (typeof args['city'] === 'string' && args['city'] ? args['city'] : 'Lyon');
const CITY_SCHEMA = { type: 'object', properties: { city: { type: 'string', default: 'Lyon' } } };
let refreshes = 0;
// structuredContent also goes out as its JSON text (R-TOOLS-10), after the sentence a text-only host shows.
const json = (data: JsonObject) => ({ type: 'text', text: JSON.stringify(data) });

/** `weather_app`: a tool with an MCP App (ui://demo/weather), and its text fallback for hosts without apps. */
const weatherApp: ToolDef = {
  tool: {
    name: 'weather_app',
    title: 'Weather (MCP App)',
    description: 'The weather of a city, shown by an MCP App (ui://demo/weather) in hosts that render apps.',
    inputSchema: CITY_SCHEMA,
    _meta: { ui: { resourceUri: 'ui://demo/weather' } },
  },
  async call(args) {
    const data = weather(cityOf(args));
    const text = `${String(data['city'])}: ${String(data['temperature'])} °C, ${String(data['sky'])}.`;
    return { kind: 'ok', result: { content: [{ type: 'text', text }, json(data)], structuredContent: data } };
  },
};

/** `weather_refresh`: callable by the app only (`visibility: ["app"]`), the app's Refresh button. */
const weatherRefresh: ToolDef = {
  tool: {
    name: 'weather_refresh',
    title: 'Weather refresh (app only)',
    description: "The weather app's Refresh button; hosts hide it from the model.",
    inputSchema: CITY_SCHEMA,
    _meta: { ui: { resourceUri: 'ui://demo/weather', visibility: ['app'] } },
  },
  async call(args) {
    const data = weather(cityOf(args), ++refreshes);
    const text = `${String(data['city'])}: ${String(data['temperature'])} °C, ${String(data['sky'])} (refreshed).`;
    return { kind: 'ok', result: { content: [{ type: 'text', text }, json(data)], structuredContent: data } };
  },
};

/**
 * `broken_app`: the typical mistakes, each flagged by its rule: the deprecated flat key (R-APP-3), csp on
 * the tool (R-APP-8), an unknown visibility (R-APP-2), no text fallback (R-APP-10); its resource reads as
 * plain text/html (R-APP-4), is a fragment (R-APP-6) and declares a domain that injects a directive (R-APP-9).
 * `ghost_app` names a resource that does not exist (R-APP-7).
 */
const brokenApp: ToolDef = {
  tool: {
    name: 'broken_app',
    title: 'Broken app (typical mistakes)',
    description: 'An MCP App with the mistakes app authors report most.',
    inputSchema: CITY_SCHEMA,
    _meta: {
      'ui/resourceUri': 'ui://demo/broken',
      ui: {
        resourceUri: 'ui://demo/broken',
        visibility: ['agent'],
        csp: { connectDomains: ['https://api.example.com'] },
      },
    },
  },
  async call(args) {
    return { kind: 'ok', result: { content: [], structuredContent: weather(cityOf(args)) } };
  },
};
const ghostApp: ToolDef = {
  tool: {
    name: 'ghost_app',
    title: 'Ghost app (missing resource)',
    description: 'Names a ui:// resource the server cannot read.',
    inputSchema: { type: 'object' },
    _meta: { ui: { resourceUri: 'ui://demo/ghost' } },
  },
  async call() {
    return { kind: 'ok', result: { content: [{ type: 'text', text: 'The ghost app has nothing to show.' }] } };
  },
};

const ATTACKS = ['flood', 'huge', 'navigate', 'popup', 'escape', 'burst', 'unlisted'];

/** `hostile_app`: a View that attacks its host (the `attack` argument says how), for the host's tests. */
const hostileApp: ToolDef = {
  tool: {
    name: 'hostile_app',
    title: 'Hostile app (attacks its host)',
    description:
      'An MCP App that floods, navigates, opens windows, reaches for the host, sends 50 MB, bursts slow calls or calls an unlisted tool.',
    inputSchema: { type: 'object', properties: { attack: { type: 'string', enum: ATTACKS, default: 'escape' } } },
    _meta: { ui: { resourceUri: 'ui://demo/hostile' } },
  },
  async call(args) {
    const attack = typeof args['attack'] === 'string' ? args['attack'] : 'escape';
    return { kind: 'ok', result: { content: [{ type: 'text', text: `The hostile app tries: ${attack}.` }] } };
  },
};

const APP_PAGES: Record<string, () => ResourceContents> = {
  weather: () =>
    ({
      uri: 'ui://demo/weather',
      mimeType: APP_MIME_TYPE,
      text: WEATHER_HTML,
      _meta: { ui: { csp: {}, prefersBorder: true } },
    }) as ResourceContents,
};
const HOSTILE_PAGES: Record<string, () => ResourceContents> = {
  hostile: () =>
    ({
      uri: 'ui://demo/hostile',
      mimeType: APP_MIME_TYPE,
      text: HOSTILE_HTML,
      _meta: { ui: { csp: {} } },
    }) as ResourceContents,
};
const BROKEN_PAGES: Record<string, () => ResourceContents> = {
  broken: () =>
    ({
      uri: 'ui://demo/broken',
      mimeType: 'text/html',
      text: BROKEN_HTML,
      _meta: { ui: { csp: { resourceDomains: ["https://cdn.example.com; script-src 'unsafe-eval'"] } } },
    }) as ResourceContents,
};

// UI resources are found through the tools that name them, so they are served by a template and left out
// of resources/list (the ext-apps specification allows it), which keeps that list's pages as they were.
function addPages(catalog: Catalog, pages: Record<string, () => ResourceContents>, name: string): void {
  catalog.addTemplate({
    template: { uriTemplate: `ui://demo/{app}`, name, title: 'MCP App views', mimeType: APP_MIME_TYPE },
    match: (uri) => {
      const m = /^ui:\/\/demo\/([a-z]+)$/.exec(uri);
      return m && Object.hasOwn(pages, m[1]!) ? { app: m[1]! } : null;
    },
    read: async (vars) => (Object.hasOwn(pages, vars['app']!) ? [pages[vars['app']!]!()] : null),
  });
}

/** The conforming demo app: `weather_app`, its app-only `weather_refresh`, and `ui://demo/weather`. */
export function registerApps(catalog: Catalog): void {
  catalog.addTool(weatherApp);
  catalog.addTool(weatherRefresh);
  addPages(catalog, APP_PAGES, 'app-views');
}

/** The divergent demo's apps: the conforming one, `broken_app` and `ghost_app` with their mistakes, `hostile_app`. */
export function registerBrokenApps(catalog: Catalog): void {
  registerApps(catalog);
  catalog.addTool(brokenApp);
  catalog.addTool(ghostApp);
  catalog.addTool(hostileApp);
  addPages(catalog, BROKEN_PAGES, 'broken-app-views');
  addPages(catalog, HOSTILE_PAGES, 'hostile-app-views');
}
