import { buildRequest, MCP_HEADERS, MODERN_PROTOCOL_VERSION } from '../../../../../../src/index';
import type { DemoClient } from '../demo-client';
import { docFromBuilt } from '../request-doc';
import type { LivePrep } from '../types';

/** The versions step: a version nobody serves, then a header that disagrees with the body. */
export async function versionsScenario(client: DemoClient): Promise<LivePrep> {
  const unknown = docFromBuilt(buildRequest({ method: 'server/discover', id: 1, protocolVersion: '1900-01-01' }));
  const mismatch = docFromBuilt(buildRequest({ method: 'server/discover', id: 2, protocolVersion: '1900-01-01' }));
  mismatch.headers[MCP_HEADERS.protocolVersion] = MODERN_PROTOCOL_VERSION;
  return {
    examples: [
      {
        label: 'server/discover asking for version 1900-01-01',
        note: 'Refused on its own with -32022; data lists what the server supports and echoes what was requested.',
        exchange: await client.send(unknown),
      },
      {
        label: 'Header says 2026-07-28, body still says 1900-01-01',
        note: 'When the MCP-Protocol-Version header and the body disagree, the answer is -32020 (header mismatch).',
        exchange: await client.send(mismatch),
      },
    ],
  };
}
