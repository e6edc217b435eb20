import type { ScanProgress } from '../src/index';
import { terminalSafe } from './terminal';

/**
 * Progress on stderr: one line rewritten in place on a terminal, one line per probe otherwise
 * (CI logs), and a last line with the count.
 */
export function progressPrinter(stream: { write(text: string): unknown; isTTY?: boolean }): {
  onProgress(p: ScanProgress): void;
  done(): void;
} {
  let last: ScanProgress | null = null;
  let sent = 0;
  return {
    onProgress(p) {
      last = p;
      if (p.outcome === 'skipped') return;
      sent += 1;
      const mark = p.outcome === 'answered' ? '' : ` (${p.outcome})`;
      const line = `[${p.done}/${p.total}] ${terminalSafe(p.label)}${mark}`;
      if (stream.isTTY) stream.write(`\r\x1b[2K${line.slice(0, 100)}`);
      else stream.write(`${line}\n`);
    },
    done() {
      if (stream.isTTY && last) stream.write('\r\x1b[2K');
      // Probes not sent (after a stop) are not counted: the report's own line says how many there were.
      stream.write(`Scanned with ${sent} probe(s).\n`);
    },
  };
}
