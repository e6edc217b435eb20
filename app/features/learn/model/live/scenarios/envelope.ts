import {
  buildRequest,
  CLIENT_INFO,
  ENVELOPE,
  LEGACY_PROTOCOL_VERSION,
  MODERN_PROTOCOL_VERSION,
} from '../../../../../../src/index';
import { status } from '../../checks';
import type { DemoClient } from '../demo-client';
import { noRpcError, resultTypeIn, sentMeta } from '../live-checks';
import { docFromBuilt, type RequestDoc } from '../request-doc';
import type { LivePrep } from '../types';

/** What a 2025-11-25 client sends first (no envelope, no routing headers yet). */
const LEGACY_INITIALIZE: RequestDoc = {
  headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
  body: {
    jsonrpc: '2.0',
    id: 0,
    method: 'initialize',
    params: { protocolVersion: LEGACY_PROTOCOL_VERSION, capabilities: {}, clientInfo: CLIENT_INFO },
  },
};

/** tools/list as built by the library, then with its `_meta` taken out (what a 2025 client sends). */
function withoutEnvelope(id: number): RequestDoc {
  const doc = docFromBuilt(buildRequest({ method: 'tools/list', id }));
  return { ...doc, body: { ...doc.body, params: {} } };
}

/** The envelope step: the same tools/list refused without `_meta`, served with it. */
export async function envelopeScenario(client: DemoClient): Promise<LivePrep> {
  const handshake = await client.send(LEGACY_INITIALIZE);
  const bare = await client.send(withoutEnvelope(1));
  const full = await client.send(docFromBuilt(buildRequest({ method: 'tools/list', id: 2 })));
  const solution = docFromBuilt(buildRequest({ method: 'tools/list', id: 1 }));
  const versionOnly = withoutEnvelope(1);
  versionOnly.body = {
    ...versionOnly.body,
    params: { _meta: { [ENVELOPE.protocolVersion]: MODERN_PROTOCOL_VERSION } },
  };
  return {
    examples: [
      {
        label: 'initialize, as a 2025-11-25 client opens a session',
        note: 'A 2026-only server has no handshake to offer; it refuses and names the versions it serves.',
        exchange: handshake,
      },
      {
        label: 'tools/list without params._meta',
        note: 'No envelope: the server cannot tell which protocol this request speaks, so it refuses it (HTTP 400, -32602).',
        exchange: bare,
      },
      {
        label: 'The same request with the envelope the library builds',
        note: 'Version and capabilities ride on the request itself; the server answers at once, with no handshake before.',
        exchange: full,
      },
    ],
    exercise: {
      start: withoutEnvelope(1),
      solution,
      mistakes: { 'version-only': versionOnly },
      checks: [
        noRpcError,
        status(200, 'A well-formed tools/list is served on HTTP 200.'),
        resultTypeIn(['complete'], 'The answer must be a complete result.'),
        (o) =>
          ENVELOPE.clientInfo in sentMeta(o)
            ? 'Leave clientInfo out this time: the point is that a server must serve you without it.'
            : null,
      ],
    },
  };
}
