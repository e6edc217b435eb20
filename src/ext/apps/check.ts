import type { Scope } from '../../check/context';
import { objAt, ptr } from '../../check/context';
import { show } from '../../check/finding';
import { isJsonObject, type JsonObject } from '../../json/types';
import { base64ToBytes } from '../../text/base64';
import { cspDomainProblem, CSP_DOMAIN_KEYS, isLoopbackDomain, loopbackMessage } from './csp';
import { APPS_EXTENSION } from './facts';
import { APP_MIME_TYPE, FLAT_RESOURCE_URI_KEY, resourceMetaIssues, toolMetaIssues } from './ui-meta';

const isUi = (uri: unknown): boolean => typeof uri === 'string' && uri.startsWith('ui://');
const CSP_ON_TOOL = new Set(['csp', 'permissions']);

/**
 * The MCP Apps rules judged on one exchange: R-APP-1..3 and R-APP-8 on tools/list (a tool's `_meta.ui`
 * against ext-apps' `McpUiToolMeta`), R-APP-5, -8, -9 on resources/list, R-APP-1, -4, -6, -8, -9 on
 * resources/read of a UI resource (R-APP-23 on a declared loopback origin), and R-APP-11 on any request that
 * declares the extension.
 *
 * @example
 * const _meta = { 'io.modelcontextprotocol/protocolVersion': '2026-07-28', 'io.modelcontextprotocol/clientCapabilities': {} };
 * const tool = { name: 'v', inputSchema: { type: 'object' }, _meta: { ui: { resourceUri: 'https://x.example/app.html' } } };
 * const body = JSON.stringify({ jsonrpc: '2.0', id: 1, result: { tools: [tool], resultType: 'complete', ttlMs: 0, cacheScope: 'public' } });
 * checkExchange({ request: { method: 'tools/list', id: 1, params: { _meta } }, response: { status: 200, body } }).filter((f) => f.rule.startsWith('R-APP')).map((f) => [f.rule, f.pointer])
 * // => [['R-APP-1', '/result/tools/0/_meta/ui/resourceUri']]
 */
export function checkApps(s: Scope): void {
  checkDeclaration(s);
  const result = objAt(s.msg, 'result');
  if (!result) return;
  if (s.req.method === 'tools/list') checkTools(s, result);
  if (s.req.method === 'resources/list') checkListed(s, result);
  if (s.req.method === 'resources/read') checkRead(s, result);
}

function checkDeclaration(s: Scope): void {
  const settings = objAt(s.req.caps, 'extensions')?.[APPS_EXTENSION];
  if (settings === undefined) return;
  const types = isJsonObject(settings) ? settings['mimeTypes'] : undefined;
  if (Array.isArray(types) && types.length > 0 && types.every((t) => typeof t === 'string')) return;
  s.report(
    'R-APP-11',
    '',
    `The request declares ${APPS_EXTENSION} without a mimeTypes list, so the server cannot tell which app formats this client renders.`,
    { expected: `{"mimeTypes":["${APP_MIME_TYPE}"]}`, actual: show(settings) },
  );
}

function checkTools(s: Scope, result: JsonObject): void {
  const tools = result['tools'];
  if (!Array.isArray(tools)) return;
  tools.forEach((tool, i) => {
    const meta = objAt(tool, '_meta');
    if (!meta) return;
    const at = (...rest: (string | number)[]) => ptr('result', 'tools', String(i), '_meta', ...rest.map(String));
    const flat = meta[FLAT_RESOURCE_URI_KEY];
    if (flat !== undefined) {
      s.report(
        'R-APP-3',
        at(FLAT_RESOURCE_URI_KEY),
        `The flat _meta["${FLAT_RESOURCE_URI_KEY}"] key is deprecated; use _meta.ui.resourceUri.`,
        {
          expected: '_meta.ui.resourceUri',
          actual: show(flat),
        },
      );
      if (!isUi(flat)) schemeFinding(s, at(FLAT_RESOURCE_URI_KEY), flat);
    }
    const ui = meta['ui'];
    if (ui === undefined) return;
    if (isJsonObject(ui) && ui['resourceUri'] !== undefined && !isUi(ui['resourceUri']))
      schemeFinding(s, at('ui', 'resourceUri'), ui['resourceUri']);
    for (const issue of toolMetaIssues(ui)) {
      const head = issue.path[0];
      if (typeof head === 'string' && CSP_ON_TOOL.has(head))
        s.report(
          'R-APP-8',
          at('ui', head),
          `${head} is declared on the tool; hosts read it only from the ui:// resource (resources/read contents[]._meta.ui), so this app gets the restrictive default.`,
          { expected: `_meta.ui.${head} on the resource`, actual: 'on the tool' },
        );
      else
        s.report('R-APP-2', at('ui', ...issue.path), `_meta.ui is not McpUiToolMeta here: ${issue.message}.`, {
          expected: 'resourceUri (string), visibility (["model", "app"] members)',
          actual: show(
            issue.path.reduce<unknown>(
              (v, k) => (isJsonObject(v) || Array.isArray(v) ? (v as Record<string, unknown>)[k] : undefined),
              ui,
            ),
          ),
        });
    }
  });
}

function schemeFinding(s: Scope, pointer: string, uri: unknown): void {
  s.report('R-APP-1', pointer, `An app's UI resource is named by a ui:// URI; ${show(uri)} is not one.`, {
    expected: 'ui://…',
    actual: show(uri),
  });
}

function checkListed(s: Scope, result: JsonObject): void {
  const resources = result['resources'];
  if (!Array.isArray(resources)) return;
  resources.forEach((resource, i) => {
    if (!isJsonObject(resource) || !isUi(resource['uri'])) return;
    const at = (...rest: string[]) => ptr('result', 'resources', String(i), ...rest);
    const type = resource['mimeType'];
    if (type !== undefined && type !== APP_MIME_TYPE)
      s.report('R-APP-5', at('mimeType'), `The listed UI resource ${show(resource['uri'])} names ${show(type)}.`, {
        expected: APP_MIME_TYPE,
        actual: show(type),
      });
    checkResourceMeta(s, resource, at);
  });
}

function checkRead(s: Scope, result: JsonObject): void {
  const contents = result['contents'];
  if (!Array.isArray(contents)) return;
  const asked = s.req.params?.['uri'];
  contents.forEach((item, i) => {
    if (!isJsonObject(item)) return;
    const app = isUi(item['uri']) || item['mimeType'] === APP_MIME_TYPE || isUi(asked);
    if (!app) return;
    const at = (...rest: string[]) => ptr('result', 'contents', String(i), ...rest);
    if (!isUi(item['uri'])) schemeFinding(s, at('uri'), item['uri']);
    if (item['mimeType'] !== APP_MIME_TYPE)
      s.report('R-APP-4', at('mimeType'), `A UI resource is read as ${APP_MIME_TYPE}; hosts render nothing else.`, {
        expected: APP_MIME_TYPE,
        actual: show(item['mimeType']),
      });
    const html = htmlOf(item);
    if (html === null || !isHtmlDocument(html))
      s.report(
        'R-APP-6',
        at(typeof item['blob'] === 'string' ? 'blob' : 'text'),
        html === null
          ? 'A UI resource carries its HTML in text or blob (base64).'
          : 'The UI resource is not an HTML document (no <!doctype html> or <html>).',
        {
          expected: '<!DOCTYPE html><html>…</html>',
          actual: show(html === null ? (item['text'] ?? item['blob']) : html.slice(0, 60)),
        },
      );
    checkResourceMeta(s, item, at);
  });
}

function htmlOf(item: JsonObject): string | null {
  if (typeof item['text'] === 'string') return item['text'];
  if (typeof item['blob'] !== 'string') return null;
  const bytes = base64ToBytes(item['blob']);
  return bytes ? new TextDecoder().decode(bytes) : null;
}

/**
 * Whether a text is an HTML document (a doctype or an html element near its start), not a fragment.
 *
 * @example
 * isHtmlDocument('<!DOCTYPE html><html><body>hi</body></html>') // => true
 * isHtmlDocument('<div>hi</div>') // => false
 */
export function isHtmlDocument(text: string): boolean {
  return /^\s*(<!--[\s\S]*?-->\s*)*(<!doctype\s+html[\s>]|<html[\s>])/i.test(text);
}

function checkResourceMeta(s: Scope, holder: JsonObject, at: (...rest: string[]) => string): void {
  const ui = objAt(holder, '_meta')?.['ui'];
  if (ui === undefined) return;
  for (const issue of resourceMetaIssues(ui))
    s.report(
      'R-APP-8',
      at('_meta', 'ui', ...issue.path.map(String)),
      `_meta.ui is not McpUiResourceMeta here: ${issue.message}.`,
      {
        expected:
          'csp {connectDomains, resourceDomains, frameDomains, baseUriDomains: string[]}, permissions, domain, prefersBorder',
      },
    );
  const csp = objAt(ui, 'csp');
  for (const key of CSP_DOMAIN_KEYS) {
    const list = csp?.[key];
    if (!Array.isArray(list)) continue;
    list.forEach((domain, j) => {
      const problem = typeof domain === 'string' ? cspDomainProblem(domain) : null;
      if (problem)
        s.report(
          'R-APP-9',
          at('_meta', 'ui', 'csp', key, String(j)),
          `${show(domain)} is no well-formed origin: ${problem}.`,
          {
            expected: 'https://host[:port] or https://*.host',
            actual: show(domain),
          },
        );
      else if (typeof domain === 'string' && isLoopbackDomain(domain))
        s.report('R-APP-23', at('_meta', 'ui', 'csp', key, String(j)), loopbackMessage(domain, key), {
          expected: "the app's public origin",
          actual: show(domain),
        });
    });
  }
}
