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
  return {
    onProgress(p) {
      last = p;
      if (p.outcome === 'skipped') return;
      const mark = p.outcome === 'answered' ? '' : ` (${p.outcome})`;
      const line = `[${p.done}/${p.total}] ${terminalSafe(p.label)}${mark}`;
      if (stream.isTTY) stream.write(`\r\x1b[2K${line.slice(0, 100)}`);
      else stream.write(`${line}\n`);
    },
    done() {
      if (stream.isTTY && last) stream.write('\r\x1b[2K');
      stream.write(`Scanned with ${last?.done ?? 0} probe(s).\n`);
    },
  };
}
