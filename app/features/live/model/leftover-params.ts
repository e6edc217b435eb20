import type { Catalog } from './request-draft';

/** Params that name a tool or prompt the connected server did not list: written for another server. */
export interface LeftoverParams {
  kind: 'tool' | 'prompt';
  name: string;
}

/**
 * What the params name that this server's catalog lacks, or null: only once the server has listed
 * that kind (before connecting, or on a server without tools, nothing can be judged a leftover).
 *
 * @example
 * leftoverParams('tools/call', '{"name":"forecast"}', { tools: [{ name: 'echo' }] }) // => { kind: 'tool', name: 'forecast' }
 * leftoverParams('tools/call', '{"name":"echo"}', { tools: [{ name: 'echo' }] }) // => null
 */
export function leftoverParams(method: string, paramsText: string, catalog: Catalog): LeftoverParams | null {
  const kind = method === 'tools/call' ? 'tool' : method === 'prompts/get' ? 'prompt' : null;
  const listed: readonly { name: string }[] | undefined =
    kind === 'tool' ? catalog.tools : kind === 'prompt' ? catalog.prompts : undefined;
  if (!kind || !listed) return null;
  const name = nameIn(paramsText);
  // An empty name is a params still to fill in, not another server's.
  if (name === undefined || name === '' || listed.some((item) => item.name === name)) return null;
  return { kind, name };
}

function nameIn(paramsText: string): string | undefined {
  try {
    const value = JSON.parse(paramsText) as { name?: unknown } | null;
    return typeof value?.name === 'string' ? value.name : undefined;
  } catch {
    return undefined;
  }
}
