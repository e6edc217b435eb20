import { isTagged } from '../term/build';
import type { Term } from '../term/types';
import { inspectFallback } from './inspect-fallback';
import { atomKeyValue, binaryKeyValue } from './lookup';

/**
 * Options of {@link errorMessage}; the library does no I/O, so logging is the caller's.
 *
 * @example
 * const logged: string[] = [];
 * errorMessage('Tool call error', tuple(atom('error'), 42), { log: (l) => logged.push(l), inspect: (t) => inspectTerm(t) }) // => 'Tool call error'
 * logged // => ['Tool call error: {:error, 42}']
 */
export interface ErrorMessageOptions {
  /** Receives `"<prefix>: <inspect(reason)>"` when the reason is redacted (Elixir's `Logger.error`). */
  readonly log?: (line: string) => void;
  /** Formats the reason for that line; defaults to a small built-in inspect-like printer. */
  readonly inspect?: (term: Term) => string;
}

/**
 * `client_safe_detail/1`: the handler-authored part of an error reason, or `null` when the
 * reason must be redacted. Only a binary, an atom other than true/false/nil, or a top-level
 * binary `"message"` / `:message` value (in that order) is ever returned.
 *
 * @example
 * clientSafeDetail(atom('Elixir.MyApp.Forbidden')) // => 'Elixir.MyApp.Forbidden'
 * clientSafeDetail(struct('RuntimeError', ['message', 'boom'])) // => 'boom'
 * clientSafeDetail(map([atom('token'), 'secret'])) // => null
 */
export function clientSafeDetail(reason: Term): string | null {
  if (typeof reason === 'string') return reason;
  if (isTagged(reason, 'atom')) {
    // `true`, `false` and `nil` are atoms in Elixir, but the seed redacts them (§3.5 rule 2).
    return reason.name === 'true' || reason.name === 'false' || reason.name === 'nil' ? null : reason.name;
  }
  if (isTagged(reason, 'map')) {
    const binaryMessage = binaryKeyValue(reason, 'message');
    if (typeof binaryMessage === 'string') return binaryMessage;
  }
  if (isTagged(reason, 'map') || isTagged(reason, 'struct')) {
    const atomMessage = atomKeyValue(reason, 'message');
    if (typeof atomMessage === 'string') return atomMessage;
  }
  return jsMessage(reason);
}

// Untyped JS callers may pass an Error or a plain object; its own string `message` plays
// rules 4/5. Read it directly: Error#message is not enumerable.
function jsMessage(reason: unknown): string | null {
  if (typeof reason !== 'object' || reason === null || Array.isArray(reason) || 'type' in reason) return null;
  const message = (reason as { message?: unknown }).message;
  return typeof message === 'string' ? message : null;
}

/**
 * `error_message/2`: `"<prefix>: <detail>"` when {@link clientSafeDetail} keeps something,
 * otherwise exactly `prefix`, after handing the inspected reason to `options.log`.
 *
 * @example
 * errorMessage('Tool call error', 'Unknown tool: missing') // => 'Tool call error: Unknown tool: missing'
 * const lines: string[] = [];
 * errorMessage('Tool call error', map([atom('internal'), atom('secret_detail')]), { log: (l) => lines.push(l) })
 * // => 'Tool call error'
 * lines // => ['Tool call error: %{internal: :secret_detail}']
 */
export function errorMessage(prefix: string, reason: Term, options: ErrorMessageOptions = {}): string {
  const detail = clientSafeDetail(reason);
  if (detail !== null) return `${prefix}: ${detail}`;
  if (options.log) options.log(`${prefix}: ${(options.inspect ?? inspectFallback)(reason)}`);
  return prefix;
}
