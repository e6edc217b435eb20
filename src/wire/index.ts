export { decodeHeaderValue, encodeHeaderValue, needsSentinel } from './header-value';
export { jsonErrorOffset, utf8ByteOffset } from './json-syntax';
export { parseResponseBody } from './parse';
export { buildRequest, ENVELOPE, MCP_NAME_SOURCE, type BuildRequestInput, type BuiltRequest } from './request';
export { parseSse, SseReader, type SseEvent } from './sse';
export type { ParsedResponse, WireProblem, WireResponse } from './types';
