/**
 * One budget for the bytes the tap holds while recording, shared by every exchange in flight (and
 * waiting to be judged): past it, bytes are still forwarded but no longer recorded, so many
 * concurrent streams cannot grow memory without bound.
 */
export class RecordingBudget {
  private used = 0;

  constructor(readonly max: number) {}

  /** Takes `bytes` if they fit; false when they do not (nothing taken). */
  take(bytes: number): boolean {
    if (this.used + bytes > this.max) return false;
    this.used += bytes;
    return true;
  }

  give(bytes: number): void {
    this.used = Math.max(0, this.used - bytes);
  }

  /** Bytes held now. */
  get held(): number {
    return this.used;
  }
}
