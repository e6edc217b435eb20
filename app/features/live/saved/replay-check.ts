import { diffSnapshots, snapshotOf } from '../../../../src/index';
import type { SavedRequest } from './saved-requests-store';
import { calledTool } from '../model/called-tool';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * What makes a saved tool call unsafe to replay as it is: the called tool is gone from the server's list, or
 * its schemas changed in a breaking way since the request was saved (the changes view's own comparison).
 * Nothing when the server's tools are not listed yet (unknown is not changed).
 *
 * @example
 * const saved = { method: 'tools/call', params: '{"name":"forecast","arguments":{"city":"Oslo"}}', tool: { name: 'forecast', inputSchema: { type: 'object' } } };
 * replayChanges(saved, [{ name: 'forecast', inputSchema: { type: 'object', properties: { days: { type: 'integer' } }, required: ['days'] } }]) // => ['tool forecast changed: inputSchema: new required property days']
 * replayChanges(saved, []) // => ['tool forecast is gone from the server’s list']
 * replayChanges(saved, undefined) // => []
 */
export function replayChanges(
  saved: Pick<SavedRequest, 'method' | 'params' | 'tool'>,
  tools: readonly unknown[] | undefined,
): string[] {
  if (saved.method !== 'tools/call' || tools === undefined) return [];
  const name = calledTool(saved.params);
  if (name === undefined) return [];
  const now = tools.find((t) => isObject(t) && t['name'] === name);
  // A request saved before tools were kept with it is only checked for the tool being gone.
  const before = saved.tool ?? now ?? { name };
  return diffSnapshots(snapshotOf({ tools: [before] }), snapshotOf({ tools: now ? [now] : [] }))
    .filter((c) => c.severity === 'breaking')
    .map((c) =>
      c.kind === 'removed'
        ? `tool ${c.name} is gone from the server’s list`
        : `tool ${c.name} changed: ${c.reasons.join('; ')}`,
    );
}
