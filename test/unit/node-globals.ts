// Unit files run in Node, in workers that may have run a happy-dom project's files before (isolate: false):
// a window left behind by that environment, its events gone, is not this environment's. Node has none.
const leftover = (globalThis as { window?: { addEventListener?: unknown } }).window;
if (leftover !== undefined && typeof leftover.addEventListener !== 'function')
  Reflect.deleteProperty(globalThis, 'window');
