import { RELAY_LIMITS } from '../relay/protocol';

/** The tap's caps (tests lower them). */
export interface TapLimits {
  /** Longest wait for the target's response head, and longest silence in the middle of an answer. */
  timeoutMs: number;
  /** A request body larger than this is refused (413) or cut off. */
  maxRequestBytes: number;
  /** An answer is cut off after this many body bytes. */
  maxResponseBytes: number;
  /** Each recorded body keeps at most this many bytes (the rest is forwarded, not recorded). */
  maxRecordedBytes: number;
  /** All exchanges in flight (and waiting to be judged) together record at most this many bytes. */
  maxRecordingBytes: number;
  /** The session keeps the newest this many exchanges… */
  maxExchanges: number;
  /** …and this many characters of bodies. */
  maxSessionChars: number;
}

// The relay's maxima, not its defaults: a real client cannot raise a limit per request, so the tap
// allows what the relay allows at most. The session caps are the live history's.
export const TAP_LIMITS: TapLimits = {
  timeoutMs: RELAY_LIMITS.maxTimeoutMs,
  maxRequestBytes: RELAY_LIMITS.maxRequestBytes,
  maxResponseBytes: RELAY_LIMITS.maxMaxBytes,
  maxRecordedBytes: 16 * 1024 * 1024,
  maxRecordingBytes: 64 * 1024 * 1024,
  maxExchanges: 500,
  maxSessionChars: 25_000_000,
};
