export { HandlerParseError, type HandlerSyntax } from './errors';
export { parseHandlerResult, type ParsedHandlerResult } from './parse-handler';
export { printHandlerResult } from './print-handler';
export { HANDLER_RESULT_KINDS, type HandlerResult } from './types';
