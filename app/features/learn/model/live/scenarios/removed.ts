import { buildRequest } from '../../../../../../src/index';
import type { DemoClient } from '../demo-client';
import { docFromBuilt } from '../request-doc';
import type { LivePrep } from '../types';

/** The removed-methods step: ping and logging/setLevel sent with a valid 2026 envelope. */
export async function removedScenario(client: DemoClient): Promise<LivePrep> {
  return {
    examples: [
      {
        label: 'ping',
        note: 'ping no longer exists: a 2026 server answers -32601 on HTTP 404.',
        exchange: await client.send(docFromBuilt(buildRequest({ method: 'ping', id: 1 }))),
      },
      {
        label: 'logging/setLevel',
        note: 'There is no session to keep a level in; the answer is the same as for any unknown method.',
        exchange: await client.send(
          docFromBuilt(buildRequest({ method: 'logging/setLevel', id: 2, params: { level: 'info' } })),
        ),
      },
    ],
  };
}
