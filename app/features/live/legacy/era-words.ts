import type { LegacyServerInfo } from '../../../../src/index';

/** The era of a legacy connection in a few words: its version and transport. */
export function eraWords(info: Pick<LegacyServerInfo, 'protocolVersion' | 'transport'>): string {
  return `${info.protocolVersion} over ${info.transport === 'http+sse' ? 'HTTP+SSE' : 'Streamable HTTP'}`;
}
