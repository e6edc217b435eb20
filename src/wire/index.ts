export { decodeHeaderValue, encodeHeaderValue, needsSentinel, type DecodedHeaderValue } from './header-value';
export { headerName, headerValue, mediaTypeOf } from './headers';
export { jsonErrorOffset, utf8ByteOffset } from './json-syntax';
export { parseResponseBody, type ParseRequestView } from './parse';
export { buildRequest, ENVELOPE, MCP_NAME_SOURCE, type BuildRequestInput, type BuiltRequest } from './request';
export { parseSse, SseReader, streamOffset, type SseEvent, type SseStream } from './sse';
export type { HeaderMap, ParsedResponse, WireMessage, WireProblem, WireProblemKind, WireResponse } from './types';
