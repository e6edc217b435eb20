import type { McpRequest, OutgoingMessage } from '../mcp/types';

/** The admission checks a server may skip (the divergent endpoint does, on purpose). */
export interface AdmissionSkips {
  /** Serve a request without the _meta envelope as if it had an empty one. */
  envelope?: boolean;
  /** Skip the Mcp-Name check. */
  name?: boolean;
}

/** What an outgoing answer looks like to a hook. */
export interface AnswerView {
  /** The request when its envelope was read (undefined for refusals before that). */
  request: McpRequest | undefined;
  method: string | undefined;
}

/**
 * Points where an endpoint can depart from the conforming behaviour. The conforming endpoint
 * has none; each departure of the divergent endpoint fills some of them.
 */
export interface EndpointHooks {
  skip?: AdmissionSkips;
  /** Replaces one outgoing message (notification or response) by zero or more messages. */
  message?(message: OutgoingMessage, view: AnswerView): OutgoingMessage[];
  /** Changes the HTTP status of a JSON answer. */
  status?(status: number, message: OutgoingMessage, view: AnswerView): number;
  /** Adds or changes response headers. */
  headers?(headers: Headers, view: AnswerView): void;
}
