import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, runnerImport, type UserConfig } from 'vite';

const LIBRARY_DIR = fileURLToPath(new URL('./src/', import.meta.url));
const PURE_MODULES = /node_modules\/(zod|@modelcontextprotocol)\//;

// app/server (relay, demo endpoints) runs in Node beside Vite. Vite's module runner loads it, so the
// config bundler does not walk its TypeScript (and the library's) extensionless imports.
const loadInspectorServer = async () =>
  (
    await runnerImport<typeof import('./app/server/vite-plugin')>('/app/server/vite-plugin.ts')
  ).module.inspectorServer();

// The app is served on loopback only, with the relay and the demo endpoints of app/server mounted in
// front of Vite (dev and preview). CORS stays off: no other origin may read anything served here.
export default defineConfig(async (): Promise<UserConfig> => ({
  plugins: [react(), await loadInspectorServer()],
  server: { host: '127.0.0.1', port: 5173, cors: false },
  preview: { host: '127.0.0.1', port: 4173, cors: false },
  build: {
    target: 'es2022',
    // Written but not linked from the bundles: the package leaves the maps out (they hold the sources), and a
    // link to a missing map is a failed request in every debugger.
    sourcemap: 'hidden',
    chunkSizeWarningLimit: 4096,
    // src/ and the SDK's schema modules only define values (src/ is pure by design); declaring them
    // free of side effects keeps the checker, which only the worker uses, out of the first chunk.
    rolldownOptions: {
      // The authorization popup's callback page is its own small entry (no inline script under the CSP).
      input: { main: 'index.html', 'auth-callback': 'auth-callback.html' },
      treeshake: { moduleSideEffects: (id: string) => !PURE_MODULES.test(id) && !id.startsWith(LIBRARY_DIR) },
    },
  },
  worker: { format: 'es' },
}));
