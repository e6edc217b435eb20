import { appResourceUri, base64ToBytes, type ExchangeRecord, type JsonObject } from '../../../../src/index';
import { resultOf } from '../../../exchange/model/body';
import { SANDBOX_META_NAME } from '../../../server/page-meta';
import { pageMeta } from '../../../state/page-facts';

/** A tools/call exchange of a tool with an MCP App: what the host renders and tells the View. */
export interface AppCall {
  anchor: ExchangeRecord;
  tool: JsonObject;
  uri: string;
  arguments: JsonObject;
  outcome: { result: JsonObject } | { cancelled: string };
}

const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The app behind a tools/call record, when the called tool names a UI resource and the call has ended. */
export function appCallOf(record: ExchangeRecord | null, tools: readonly unknown[] | undefined): AppCall | null {
  if (!record || record.rpcMethod !== 'tools/call') return null;
  const name = record.rpcParams?.['name'];
  const tool = tools?.find((t): t is JsonObject => isObject(t) && t['name'] === name);
  const uri = tool ? appResourceUri(tool) : undefined;
  if (!tool || !uri) return null;
  const args = isObject(record.rpcParams?.['arguments']) ? record.rpcParams['arguments'] : {};
  const result = resultOf(record.response) as JsonObject | null;
  const type = result?.['resultType'];
  if (result && (type === undefined || type === 'complete'))
    return { anchor: record, tool, uri, arguments: args, outcome: { result } };
  if (result) return null; // input_required or a task: not the final result yet
  const error = record.error?.message ?? 'The tool call ended without a result.';
  return { anchor: record, tool, uri, arguments: args, outcome: { cancelled: error } };
}

/**
 * The View's HTML and its declared sandbox (`_meta.ui.csp`, `permissions`) from a resources/read result,
 * and the JSON pointer of the contents item they came from.
 */
export function appResourceOf(
  result: JsonObject | null,
  uri: string,
): { html: string; csp: unknown; permissions: unknown; pointer: string } | { problem: string } {
  const contents = Array.isArray(result?.['contents']) ? (result['contents'] as unknown[]) : [];
  const found = contents.findIndex((c) => isObject(c) && c['uri'] === uri);
  const index = found >= 0 ? found : contents.findIndex(isObject);
  const item = contents[index];
  if (!isObject(item)) return { problem: `resources/read of ${uri} gave no contents.` };
  let html: string | null = typeof item['text'] === 'string' ? item['text'] : null;
  if (html === null && typeof item['blob'] === 'string') {
    const bytes = base64ToBytes(item['blob']);
    html = bytes ? new TextDecoder().decode(bytes) : null;
  }
  if (html === null) return { problem: `${uri} has neither text nor a base64 blob.` };
  const meta = isObject(item['_meta']) && isObject(item['_meta']['ui']) ? item['_meta']['ui'] : {};
  return { html, csp: meta['csp'], permissions: meta['permissions'], pointer: `/result/contents/${index}` };
}

/** The sandbox port's origin, named by the page (app/server/sandbox); null when the page was served without it. */
export function sandboxOrigin(): string | null {
  const content = pageMeta(SANDBOX_META_NAME);
  return content && /^http:\/\/(127\.0\.0\.1|localhost):\d+$/.test(content) ? content : null;
}

/** The sandbox page's URL carrying the declared csp (base64url of its JSON): the sandbox builds the header from it. */
export function sandboxUrl(origin: string, csp: unknown): string {
  const json = csp === undefined ? '' : JSON.stringify(csp);
  const bytes = new TextEncoder().encode(json);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  const encoded = btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${origin}/app${encoded ? `?csp=${encoded}` : ''}`;
}
