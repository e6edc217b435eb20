import { SKILLS_EXTENSION } from '../../../../src/index';
import type { LiveRequest } from '../../../exchange/transport/send-live';
import { buildDraft } from '../model/request-draft';
import type { LiveSettings } from '../state/saved-live';
import { headersFor } from '../state/saved-live';

/**
 * A request of the skills view as the request builder would build it (the envelope, the user's own
 * headers for this server), its clientCapabilities declaring the skills extension on top of the
 * user's; null with the reason when the user's envelope does not parse.
 *
 * @example
 * const settings = { method: '', headers: [], envelope: { protocolVersion: MODERN_PROTOCOL_VERSION, clientCapabilities: '{}', clientInfo: '', logLevel: '', omitRoutingHeaders: false } };
 * const built = skillRequest(settings, 'http://127.0.0.1:3000/mcp', 'skills/get', { uri: 'skill://a/SKILL.md' }, 7);
 * 'request' in built && built.request.message // => { jsonrpc: '2.0', id: 7, method: 'skills/get', params: { uri: 'skill://a/SKILL.md', _meta: { 'io.modelcontextprotocol/protocolVersion': MODERN_PROTOCOL_VERSION, 'io.modelcontextprotocol/clientCapabilities': { extensions: { 'io.modelcontextprotocol/skills': {} } } } } }
 */
export function skillRequest(
  settings: Pick<LiveSettings, 'method' | 'envelope' | 'headers'>,
  url: string,
  method: 'skills/list' | 'skills/get' | 'resources/read',
  params: Record<string, unknown>,
  id: number,
): { request: LiveRequest } | { problem: string } {
  let caps: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(settings.envelope.clientCapabilities);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed))
      caps = parsed as Record<string, unknown>;
  } catch {
    return { problem: 'clientCapabilities in the request builder is not valid JSON.' };
  }
  const extensions = typeof caps['extensions'] === 'object' && caps['extensions'] !== null ? caps['extensions'] : {};
  const declared = { ...caps, extensions: { ...(extensions as object), [SKILLS_EXTENSION]: {} } };
  const draft = buildDraft({
    settings: {
      ...settings,
      method,
      headers: headersFor(settings.headers, url),
      envelope: { ...settings.envelope, clientCapabilities: JSON.stringify(declared) },
    },
    paramsText: JSON.stringify(params),
    id,
  });
  if (!draft.ok) return { problem: draft.message };
  return { request: { url, message: draft.message, headers: draft.headers, rpcMethod: method } };
}
