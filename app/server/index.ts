// Node-side code of the inspector: the relay, the demo endpoints and the stdio bridge, mounted by
// Vite (vite-plugin.ts) or served on their own (standalone.ts).
export { createInspectorApp, type InspectorApp, type InspectorAppOptions } from './app';
export { STDIO_ENV } from './launch';
export { startInspector, type RunningInspector } from './standalone';
export { inspectorServer } from './vite-plugin';
