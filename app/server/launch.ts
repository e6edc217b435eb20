import { networkInterfaces } from 'node:os';
import { readTapTargets, type TapTarget } from './tap/targets';

// What `npm start` (scripts/start.mjs) hands to the server mounted by Vite. Environment variables
// are the one channel that works for both `vite preview` (start.mjs) and `npm run dev`.

/** The stdio server command, fixed at launch. */
export const STDIO_ENV = 'MCP_INSPECTOR_STDIO';

/** Launch-time choices of the user, read once when Vite mounts the server. */
export interface LaunchOptions {
  stdioCommand?: string;
  taps?: TapTarget[];
}

/** Reads the launch options from the environment. */
export function readLaunchOptions(env: NodeJS.ProcessEnv = process.env): LaunchOptions {
  const stdio = env[STDIO_ENV]?.trim();
  const taps = readTapTargets(env);
  return { ...(stdio ? { stdioCommand: stdio } : {}), ...(taps.length > 0 ? { taps } : {}) };
}

const WILDCARDS = new Set(['0.0.0.0', '::', '']);

/**
 * The extra Host names a bind address admits: the address itself, or for a wildcard every
 * address of this machine. Loopback (the default) needs none.
 */
export function hostsForBind(host: string | boolean | undefined): string[] {
  if (host === undefined || host === false || host === '127.0.0.1' || host === 'localhost') return [];
  if (host === true || WILDCARDS.has(host)) {
    return Object.values(networkInterfaces())
      .flat()
      .flatMap((info) => (info ? [info.address] : []));
  }
  return [host];
}
