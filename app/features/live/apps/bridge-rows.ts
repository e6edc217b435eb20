import type { BridgeDirection, Finding } from '../../../../src/index';

/** One row of the Bridge list: a message either way, or what the sandbox or the host refused. */
export interface BridgeRow {
  seq: number;
  direction: BridgeDirection | 'sandbox';
  /** The method, `response to <method>`, or what was refused. */
  label: string;
  /** The message as JSON text, cut for showing (never the whole of a big one). */
  text: string;
  findings: Finding[];
  /** Why the host refused or bounded it, in one sentence. */
  note?: string;
  /** The recorded exchange a proxied tools/call or resources/read became. */
  recordId?: string;
}

const SHOWN_CHARS = 4000;

/** The JSON text of a message, cut at a few thousand characters. */
export function shownText(message: unknown): string {
  let text: string;
  try {
    text = JSON.stringify(message, null, 2) ?? String(message);
  } catch {
    text = '(not JSON)';
  }
  return text.length > SHOWN_CHARS
    ? `${text.slice(0, SHOWN_CHARS)}\n… (${text.length - SHOWN_CHARS} more characters)`
    : text;
}
