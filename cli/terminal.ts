import { hasInvisible, revealInvisible } from '../src/index';

// Terminal controls a server string could carry: C0 (ESC starts ANSI and OSC sequences; CR rewrites a
// line) except newline and tab, DEL, and C1 (0x9B is a one-byte CSI on some terminals).
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROLS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;
const named = (char: string) => `⟨U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}⟩`;

/**
 * Text for a terminal: every control character but newline and tab, and every bidirectional or
 * invisible character (`revealInvisible`), written as `⟨U+XXXX⟩`, so a server-chosen name can
 * neither drive the terminal nor read differently from what it is. Every text output of the CLI
 * (reports, progress, stderr lines) goes through it.
 */
export function terminalSafe(text: string): string {
  return revealInvisible(text.replace(CONTROLS, named));
}

/**
 * JSON with the characters it leaves raw that a terminal would act on or hide (C1 controls, bidi and
 * invisible ones) written as `\uXXXX` escapes: the same value, safe to print.
 */
export function jsonTerminalSafe(json: string): string {
  return json.replace(/[^ -~\t\n\r]/g, (char) =>
    /[\u007F-\u009F]/.test(char) || hasInvisible(char)
      ? `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`
      : char,
  );
}

/** The report as written to stdout: JSON escaped as JSON, the rest as text. */
export function safeReport(format: 'text' | 'json' | 'junit', text: string): string {
  return format === 'json' ? jsonTerminalSafe(text) : terminalSafe(text);
}

/** A stream whose every write is `terminalSafe`. */
export function safeStream<T extends { write(text: string): unknown }>(stream: T): T {
  return Object.assign(Object.create(stream) as T, { write: (text: string) => stream.write(terminalSafe(text)) });
}
