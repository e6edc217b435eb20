import { existsSync } from 'node:fs';
import { preview, type PreviewServer } from 'vite';

/** Every origin an app server of this worker served: the worker's Chromium forgets what they saved between files. */
export const servedOrigins = new Set<string>();

/** Serves the built app (dist/) on an ephemeral loopback port, as `npm start` does. */
export async function startBuiltApp(): Promise<{ url: string; close: () => Promise<void> }> {
  if (!existsSync('dist/index.html')) throw new Error('dist/ is missing: run `npm run build` first (npm test does).');
  const server: PreviewServer = await preview({
    logLevel: 'silent',
    preview: { host: '127.0.0.1', port: 0, strictPort: false },
  });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('The preview server did not report a URL');
  servedOrigins.add(new URL(url).origin);
  return { url, close: () => server.close() };
}
