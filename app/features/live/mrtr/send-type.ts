import type { LiveRequest } from '../../../exchange/transport/send-live';
import type { SendOutcome } from '../use-send';

/** How one send is owned: its lane (a new send in a lane lets the previous go) or a signal of the caller's. */
export interface SendOptions {
  bypassCache?: boolean;
  /** Defaults to `draft` (the request builder's Send). */
  lane?: string;
  /** A caller that owns a series of sends (connect) passes its own signal instead of a lane. */
  signal?: AbortSignal;
  /** A request of Connect (discover or a list): refused, it is answered by connecting again. */
  connecting?: boolean;
}

/** The live screen's `send` (from `useSend`): every follow-up goes through it, so each is judged and kept. */
export type Send = (request: LiveRequest, options?: SendOptions) => Promise<SendOutcome>;
