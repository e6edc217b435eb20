import { ofKind } from '../../check/session/answer';
import type { SessionExchange } from '../../check/session/types';
import type { ProbeDef } from '../../probe/scan/send-probe';
import { isJsonObject } from '../../json/types';
import type { FollowUps } from '../types';
import { APPS_EXTENSION } from './facts';
import { APP_MIME_TYPE, appResourceUri } from './ui-meta';

/** Most UI resources one scan reads (a server with hundreds of app tools gets a note). */
const MAX_READS = 20;

/**
 * The scan's Apps card: resources/read of every ui:// resource the first tools/list names (R-APP-4, -6,
 * -7, -8, -9), the request declaring the extension; a server without app tools gets one line instead.
 *
 * @example
 * const list = { request: { method: 'tools/list', id: 1 }, response: { status: 200, body: '{"jsonrpc":"2.0","id":1,"result":{"tools":[{"name":"w","inputSchema":{"type":"object"},"_meta":{"ui":{"resourceUri":"ui://w/view"}}}]}}' } };
 * appFollowUps([{ tag: { kind: 'list', method: 'tools/list', run: 1, page: 1 }, exchange: list }]).probes.map((p) => p.tag) // => [{ kind: 'app-resource', uri: 'ui://w/view', tools: ['w'] }]
 * appFollowUps([]).note?.text // => 'no tool names a ui:// resource: this server has no MCP Apps'
 */
export function appFollowUps(session: readonly SessionExchange[]): FollowUps {
  const byUri = new Map<string, string[]>();
  for (const { tag, answer } of ofKind(session, 'list')) {
    const tools = tag.method === 'tools/list' && tag.run === 1 ? answer.result?.['tools'] : undefined;
    if (!Array.isArray(tools)) continue;
    for (const tool of tools) {
      const uri = appResourceUri(tool);
      if (uri === undefined || !isJsonObject(tool) || typeof tool['name'] !== 'string') continue;
      byUri.set(uri, [...(byUri.get(uri) ?? []), tool['name']]);
    }
  }
  if (byUri.size === 0)
    return { probes: [], note: { area: 'apps', text: 'no tool names a ui:// resource: this server has no MCP Apps' } };
  const probes = [...byUri].slice(0, MAX_READS).map(([uri, tools], i): ProbeDef => ({
    probe: `app-resource:${i}`,
    label: `resources/read of ${uri} (the app of ${tools.join(', ')})`,
    area: 'apps',
    tag: { kind: 'app-resource', uri, tools },
    input: {
      method: 'resources/read',
      params: { uri },
      clientCapabilities: { extensions: { [APPS_EXTENSION]: { mimeTypes: [APP_MIME_TYPE] } } },
    },
  }));
  return byUri.size > MAX_READS
    ? {
        probes,
        note: { area: 'apps', text: `${byUri.size} ui:// resources are named; the scan read the first ${MAX_READS}` },
      }
    : { probes };
}
