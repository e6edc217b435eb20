/**
 * Console warnings about what a peer sent, bounded: each quoted excerpt is cut to 200 characters,
 * and after `max` warnings the rest are counted, not printed (a server writing garbage in a loop
 * must not flood the terminal).
 */
export class BoundedWarnings {
  private printed = 0;
  private suppressed = 0;

  constructor(
    private readonly prefix: string,
    private readonly max = 20,
    private readonly print: (text: string) => void = (text) => console.warn(text),
  ) {}

  warn(message: string, excerpt?: string): void {
    if (this.printed >= this.max) {
      if (this.suppressed++ === 0) this.print(`${this.prefix}: further warnings are not shown.`);
      return;
    }
    this.printed++;
    const shown =
      excerpt === undefined ? '' : `: ${JSON.stringify(excerpt.slice(0, 200))}${excerpt.length > 200 ? '…' : ''}`;
    this.print(`${this.prefix}: ${message}${shown}`);
  }

  /** Warnings not printed so far. */
  get hidden(): number {
    return this.suppressed;
  }
}
