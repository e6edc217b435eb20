import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { inspectorServer } from './app/server/vite-plugin';

const LIBRARY_DIR = fileURLToPath(new URL('./src/', import.meta.url));
const PURE_MODULES = /node_modules\/(zod|@modelcontextprotocol)\//;

// The app is served on loopback only, with the relay and the demo endpoints of app/server mounted in
// front of Vite (dev and preview). CORS stays off: no other origin may read anything served here.
export default defineConfig({
  plugins: [react(), inspectorServer()],
  server: { host: '127.0.0.1', port: 5173, cors: false },
  preview: { host: '127.0.0.1', port: 4173, cors: false },
  build: {
    target: 'es2022',
    sourcemap: true,
    chunkSizeWarningLimit: 4096,
    // src/ and the SDK's schema modules only define values (src/ is pure by design); declaring them
    // free of side effects keeps the checker, which only the worker uses, out of the first chunk.
    rolldownOptions: {
      treeshake: { moduleSideEffects: (id: string) => !PURE_MODULES.test(id) && !id.startsWith(LIBRARY_DIR) },
    },
  },
  worker: { format: 'es' },
});
