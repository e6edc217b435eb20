import { createHash } from 'node:crypto';

// Direct mode (the page calling a local server itself) needs loopback in connect-src.
const DIRECT_MODE = ['http://127.0.0.1:*', 'http://localhost:*'];

/**
 * The Content-Security-Policy of the app's pages. `scriptHashes` admits the inline scripts the dev
 * server injects (React refresh preamble); the built app has none. Monaco needs inline styles.
 */
export function pagePolicy(scriptHashes: readonly string[] = [], sandboxOrigin?: string): string {
  const hashes = scriptHashes.map((h) => ` '${h}'`).join('');
  return [
    "default-src 'self'",
    `script-src 'self'${hashes}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    // A tool's audio content plays from a data: URL (app/exchange/content); nothing else is media.
    "media-src 'self' data:",
    "font-src 'self' data:",
    `connect-src 'self' ${DIRECT_MODE.join(' ')}`,
    "worker-src 'self' blob:",
    // MCP Apps render in frames of the sandbox port (app/server/sandbox), never of this origin.
    sandboxOrigin ? `frame-src ${sandboxOrigin}` : "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The policy of the judge worker's script: the page's, plus `'unsafe-eval'`, because the JSON Schema
 * 2020-12 validator (Ajv) compiles each schema to a function. Only that worker gets it; the page never.
 */
export function judgeWorkerPolicy(): string {
  return pagePolicy().replace("script-src 'self'", "script-src 'self' 'unsafe-eval'");
}

/** The judge worker's script as the build names it (`assets/judge.worker-<hash>.js`) or the dev server serves it. */
export const JUDGE_WORKER_PATH = /\/judge\.worker[-.][\w.-]*$/;

/** The policy of API and MCP endpoint answers: nothing they return may ever run or render. */
export const DATA_POLICY = "default-src 'none'; frame-ancestors 'none'; sandbox";

/** The `'sha256-…'` source of one inline script's text. */
export function scriptHash(text: string): string {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

/** Headers every answer of the app carries. */
export function baseSecurityHeaders(policy: string): Record<string, string> {
  return {
    'Content-Security-Policy': policy,
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'no-referrer',
    'Cross-Origin-Resource-Policy': 'same-origin',
  };
}

/** Headers of API answers (relay, stdio bridge errors): never cached, never rendered as a page. */
export function dataHeaders(contentType: string): Record<string, string> {
  return {
    ...baseSecurityHeaders(DATA_POLICY),
    'Content-Type': contentType,
    'Cache-Control': 'no-store',
    'Content-Disposition': 'attachment',
  };
}
