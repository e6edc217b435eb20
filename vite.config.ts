import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The app is served on loopback only; app/server will mount the relay here (dev and preview).
export default defineConfig({
  plugins: [react()],
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
  build: { target: 'es2022', sourcemap: true, chunkSizeWarningLimit: 4096 },
  worker: { format: 'es' },
});
