export { HandlerParseError, type HandlerSyntax } from './errors';
export { parseHandlerResult } from './parse-handler';
export { printHandlerResult } from './print-handler';
export type { HandlerResult } from './types';
export type { RpcEnvelope } from './envelope';
