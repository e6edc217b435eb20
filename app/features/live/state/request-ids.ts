let last = 0;

/**
 * The next JSON-RPC id of this page's Live session. Every request Live sends (the builder, Connect, a
 * replay, a completion, a listen, skills, a follow-up round, a resend) takes its id here, so two requests
 * on one connection never share an id, whichever path sent them.
 *
 * @example
 * const a = takeRequestId();
 * const b = takeRequestId();
 * b - a // => 1
 */
export function takeRequestId(): number {
  return ++last;
}

/**
 * The id the next request will take (what the builder shows before Send; Send takes its own).
 *
 * @example
 * peekRequestId() === takeRequestId() // => true
 */
export function peekRequestId(): number {
  return last + 1;
}
