import { DEFAULT_INPUT, type PlaygroundInput, type PreStep } from './input';

const PRE_STEPS: readonly PreStep[] = ['none', 'tool_result', 'tool_result_wrap', 'tool_error_result'];

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown, fallback: string): string => (typeof v === 'string' ? v : fallback);
const bool = (v: unknown, fallback: boolean): boolean => (typeof v === 'boolean' ? v : fallback);
const nat = (v: unknown, fallback: number): number =>
  typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 ? v : fallback;
const scope = (v: unknown, fallback: 'private' | 'public') => (v === 'private' || v === 'public' ? v : fallback);

/**
 * Reads a playground input from untrusted data (a shared link, local storage): missing or
 * ill-typed fields take their defaults; anything that is not an object with a string `text` is rejected.
 */
export function readPlaygroundInput(value: unknown): PlaygroundInput | null {
  if (!isObject(value) || typeof value['text'] !== 'string') return null;
  const d = DEFAULT_INPUT;
  const si = isObject(value['serverInfo']) ? value['serverInfo'] : {};
  const co = isObject(value['cacheOverride']) ? value['cacheOverride'] : {};
  const cf = isObject(value['config']) ? value['config'] : {};
  return {
    text: value['text'],
    method: str(value['method'], d.method),
    id: str(value['id'], d.id),
    requestMeta: str(value['requestMeta'], d.requestMeta),
    serverInfo: {
      enabled: bool(si['enabled'], d.serverInfo.enabled),
      name: str(si['name'], d.serverInfo.name),
      version: str(si['version'], d.serverInfo.version),
    },
    cacheOverride: {
      enabled: bool(co['enabled'], d.cacheOverride.enabled),
      ttlMs: nat(co['ttlMs'], d.cacheOverride.ttlMs),
      scope: scope(co['scope'], d.cacheOverride.scope),
    },
    config: {
      cacheTtlMs: nat(cf['cacheTtlMs'], d.config.cacheTtlMs),
      cacheScope: scope(cf['cacheScope'], d.config.cacheScope),
    },
    preStep: PRE_STEPS.includes(value['preStep'] as PreStep) ? (value['preStep'] as PreStep) : d.preStep,
  };
}
