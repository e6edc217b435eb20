/** Runs `f` and returns the error it throws when it is an instance of `type`; fails otherwise. */
export function thrownBy<E extends Error>(type: new (...args: never[]) => E, f: () => unknown): E {
  try {
    f();
  } catch (error) {
    if (error instanceof type) return error;
    throw error;
  }
  throw new Error(`expected ${type.name} to be thrown`);
}
