/** A part of the server made on its first use (a dynamic import and its setup), once. */
export interface Lazy<T> {
  /** Makes the part on the first call; every call resolves with the same one. */
  get(): Promise<T>;
  /** The part when it is made, else undefined. */
  readonly current: T | undefined;
  /** Closes the part if it was made; one still loading is closed as soon as it is. */
  close(): void;
}

/**
 * Defers a heavy part of the server (the demo servers, the protected demo's authorization server, the tap's
 * judge) to its first request, so that starting the server loads only what serves the page.
 */
export function lazily<T>(make: () => Promise<T>, close: (part: T) => void = () => {}): Lazy<T> {
  let made: Promise<T> | undefined;
  let current: T | undefined;
  let closed = false;
  return {
    get() {
      made ??= make().then(
        (part) => {
          current = part;
          if (closed) close(part);
          return part;
        },
        (error: unknown) => {
          // A failed load (a missing chunk) is tried again by the next request.
          made = undefined;
          throw error;
        },
      );
      return made;
    },
    get current() {
      return current;
    },
    close() {
      closed = true;
      if (current !== undefined) close(current);
    },
  };
}
