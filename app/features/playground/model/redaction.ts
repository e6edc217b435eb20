import { errorMessage, inspectTerm, isTagged, parseTerm, termFromJson, type Term } from '../../../../src/index';

/** What tool_error_result withheld from the client, and the rule that withheld it. */
export interface Redaction {
  /** The reason as ExMCP logs it on the server (`inspect(reason)`), never sent to the client. */
  withheld: string;
  /** Why this reason has no client-safe detail, in one sentence. */
  why: string;
}

/** The client-safe message rule of ExMCP's error_message/2, in plain words. */
export const CLIENT_SAFE_RULE =
  'ExMCP sends only detail the handler clearly wrote for the client: a string, an atom (other than true, false and nil), or a string under a "message" or :message key. Anything else is logged on the server and left out, so the client reads just "Tool execution failed".';

/**
 * For the tool_error_result pre-step: what was redacted from the pasted reason, or null when the reason
 * was kept (or cannot be read; the preview reports that).
 *
 * @example
 * redactionOf('{:error, {:timeout, #PID<0.231.0>}}')?.why // => 'a tuple is never client-safe, whatever it holds.'
 */
export function redactionOf(text: string): Redaction | null {
  let reason: Term;
  try {
    reason = unwrap(read(text));
  } catch {
    return null;
  }
  let withheld: string | null = null;
  errorMessage('Tool execution failed', reason, {
    log: (line) => (withheld = line.slice('Tool execution failed: '.length)),
    inspect: (term) => inspectTerm(term),
  });
  return withheld === null ? null : { withheld, why: whyRedacted(reason) };
}

function read(text: string): Term {
  const trimmed = text.trimStart();
  if (trimmed.startsWith('{"') || trimmed.startsWith('[') || trimmed.startsWith('"')) {
    try {
      return termFromJson(JSON.parse(text) as unknown);
    } catch {
      // Not JSON after all: read it as an Elixir term.
    }
  }
  return parseTerm(text);
}

// The pre-step hands the second element of {:error, reason} (or {:ok, x}) to the normalizer.
function unwrap(term: Term): Term {
  if (isTagged(term, 'tuple') && term.items.length >= 2) {
    const tag = term.items[0] ?? null;
    if (isTagged(tag, 'atom') && (tag.name === 'error' || tag.name === 'ok')) return term.items[1] ?? null;
  }
  return term;
}

function whyRedacted(reason: Term): string {
  if (
    reason === null ||
    typeof reason === 'boolean' ||
    (isTagged(reason, 'atom') && ['true', 'false', 'nil'].includes(reason.name))
  )
    return 'true, false and nil are atoms, but they say nothing a handler wrote, so they are redacted.';
  if (typeof reason === 'number') return 'a number is not text a handler wrote for the client.';
  if (Array.isArray(reason)) return 'a list (a charlist or keyword list too) is never client-safe.';
  if (isTagged(reason, 'tuple')) return 'a tuple is never client-safe, whatever it holds.';
  if (isTagged(reason, 'opaque'))
    return 'a pid, reference, function or port is server state with no JSON form: it never reaches the client.';
  if (isTagged(reason, 'struct')) {
    const field = reason.fields.find(([name]) => name === 'message');
    return field
      ? `%${reason.module}{} has a message field, but it holds no string.`
      : `%${reason.module}{} has no message field (its text comes from a message/1 function, which ExMCP does not call), and its other fields may hold paths or secrets.`;
  }
  if (isTagged(reason, 'map')) return 'the map has no string under a top-level "message" or :message key.';
  return 'it is not a string, an atom or a message field.';
}
