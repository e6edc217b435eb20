import type { LiveRequest } from '../../../exchange/transport/send-live';
import type { SendOutcome } from '../use-send';

/** The live screen's `send` (from `useSend`): every follow-up goes through it, so each is judged and kept. */
export type Send = (request: LiveRequest, options?: { bypassCache?: boolean }) => Promise<SendOutcome>;
