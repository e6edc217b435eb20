/**
 * Runs `refetch` for a list change, one at a time: changes announced while one runs are folded into
 * a single run after it (a server that floods list_changed costs two fetches, not one per message).
 *
 * @example
 * let runs = 0;
 * const ask = coalesced(async () => void runs++);
 * await Promise.all([ask(), ask(), ask()]);
 * runs // => 2
 */
export function coalesced(refetch: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | null = null;
  let again = false;
  const loop = async () => {
    try {
      do {
        again = false;
        await refetch().catch(() => undefined);
      } while (again);
    } finally {
      running = null;
    }
  };
  return () => {
    if (running) {
      again = true;
      return running;
    }
    running = loop();
    return running;
  };
}
