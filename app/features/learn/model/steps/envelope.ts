import { spec } from '../spec-links';
import type { StepDefinition } from '../types';

export const envelope: StepDefinition = {
  id: 'envelope',
  title: 'No handshake: every request carries its own envelope',
  summary:
    'initialize and notifications/initialized are gone; each request names its version and capabilities in params._meta.',
  changes: ['M2'],
  explanation: [
    'A 2025-11-25 client opened every conversation with initialize, waited for the answer, sent notifications/initialized, and only then made real calls. The server remembered what was negotiated for the rest of the connection.',
    'In 2026-07-28 there is nothing to remember. Every request carries, in params._meta, the protocol version it speaks (io.modelcontextprotocol/protocolVersion) and the capabilities of the client for this request (io.modelcontextprotocol/clientCapabilities). Both are required; an empty object is a valid set of capabilities.',
    'The client identity (io.modelcontextprotocol/clientInfo) is recommended, but a server must not refuse a request that lacks it. A request without the two required keys is malformed: the server answers HTTP 400 with -32602 (invalid params).',
  ],
  spec: [
    spec('basic', 'meta', 'Per-request _meta fields'),
    spec(
      'basic/versioning',
      'backward-compatibility-with-initialization-based-versions',
      'Talking to initialize-era peers',
    ),
  ],
  live: 'envelope',
  exercise: {
    kind: 'live',
    scenario: 'envelope',
    task: 'This tools/list request is refused by the demo server. Make it succeed by adding only the two required envelope keys to params._meta, without clientInfo.',
    hint: 'params._meta needs "io.modelcontextprotocol/protocolVersion" (the same version as the MCP-Protocol-Version header) and "io.modelcontextprotocol/clientCapabilities" (an object; {} is fine).',
    checks: [],
  },
  wrong: { text: 'version-only', feedback: '-32602' },
};
