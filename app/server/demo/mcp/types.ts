import type { CacheHints, HandlerResult, JsonObject } from '../../../../src';

/** A JSON-RPC request id as 2026-07-28 allows it. */
export type RequestId = string | number;

/** A request that passed the envelope checks: the `_meta` envelope is read and typed. */
export interface McpRequest {
  id: RequestId;
  method: string;
  params: JsonObject;
  meta: JsonObject;
  protocolVersion: string;
  clientCapabilities: JsonObject;
  logLevel: LogLevel | undefined;
  progressToken: string | number | undefined;
  /** This very request declared the tasks extension. */
  tasksDeclared: boolean;
}

/** The log levels of LOG, lowest first. */
export const LOG_LEVELS = ['debug', 'info', 'notice', 'warning', 'error', 'critical', 'alert', 'emergency'] as const;
/** One log level. */
export type LogLevel = (typeof LOG_LEVELS)[number];

/** A JSON-RPC message the server sends (notification or response). */
export type OutgoingMessage = JsonObject;

/** What a method handler gets besides the request. */
export interface CallContext {
  request: McpRequest;
  /** Aborted when the client goes away (HTTP: closed the response stream). */
  signal: AbortSignal;
  /** Sends notifications/progress for the request's progressToken (nothing without one). */
  progress(progress: number, total?: number, message?: string): void;
  /** Sends notifications/message at or above the request's logLevel (nothing without one). */
  log(level: LogLevel, data: unknown): void;
}

/** A long-lived answer (subscriptions/listen): notifications until either side ends it. */
export interface MessageStream {
  /** Starts the stream; `close` ends it with a final message (the graceful-close result). */
  open(emit: (message: OutgoingMessage) => void, close: (final: OutgoingMessage) => void): () => void;
}

/** A method's answer: a handler result to shape, or a stream. */
export type Reply =
  | { kind: 'result'; result: HandlerResult; cache?: CacheHints }
  | { kind: 'stream'; stream: MessageStream };
