import { useEffect } from 'react';
import { create } from 'zustand';
import { isJsonObject } from '../../../../src/index';
import { resultOf } from '../../../exchange/model/body';
import type { Send } from '../mrtr/send-type';
import { buildDraft, type DraftInput } from '../model/request-draft';
import { headersFor } from '../state/saved-live';
import { takeRequestId } from '../state/request-ids';

/** What a `completion/complete` asks: the prompt or template, the argument and what is typed so far. */
export interface CompletionAsk {
  ref: { type: 'ref/prompt'; name: string } | { type: 'ref/resource'; uri: string };
  argument: { name: string; value: string };
  /** The other arguments already filled in. */
  context?: Record<string, string>;
}

type Complete = (ask: CompletionAsk) => Promise<{ values: string[] } | { problem: string }>;

/** The screen's way to ask for completions (set by Live's orchestration), and whether the server declared them. */
export const useCompleter = create<{ complete: Complete | null; declared: boolean }>()(() => ({
  complete: null,
  declared: false,
}));

/**
 * Lets the forms ask `completion/complete` through the send pipeline (recorded in the history and
 * judged like any other request), with the screen's envelope and headers.
 */
export function useRegisterCompleter(send: Send, url: string, settings: DraftInput['settings']): void {
  useEffect(() => {
    const complete: Complete = async (ask) => {
      const built = buildDraft({
        settings: { ...settings, headers: headersFor(settings.headers, url), method: 'completion/complete' },
        paramsText: JSON.stringify({ ...ask, ...(ask.context ? { context: { arguments: ask.context } } : {}) }),
        id: takeRequestId(),
      });
      if (!built.ok) return { problem: built.message };
      const { record } = await send(
        { url, message: built.message, headers: built.headers, rpcMethod: built.rpcMethod },
        { bypassCache: true, lane: 'completion' },
      );
      return completionValuesOf(record.response);
    };
    useCompleter.setState({ complete });
    return () => useCompleter.setState({ complete: null });
  }, [send, url, settings]);
}

/**
 * The suggestions of a `completion/complete` answer, a JSON body or an SSE stream's answer (the first
 * 100 strings), or why there are none.
 *
 * @example
 * const json = { headers: { 'content-type': 'application/json' }, body: '{"jsonrpc":"2.0","id":1,"result":{"completion":{"values":["ada","alan",3]}}}' };
 * completionValuesOf(json) // => { values: ['ada', 'alan'] }
 * const sse = { headers: { 'content-type': 'text/event-stream' }, body: 'data: {"jsonrpc":"2.0","id":1,"result":{"completion":{"values":["ada"]}}}\n\n' };
 * completionValuesOf(sse) // => { values: ['ada'] }
 * completionValuesOf(null) // => { problem: 'the server sent no completion values' }
 */
export function completionValuesOf(
  response: { headers: Readonly<Record<string, string>>; body: string } | null,
): { values: string[] } | { problem: string } {
  const completion = resultOf(response)?.['completion'];
  if (!isJsonObject(completion) || !Array.isArray(completion['values']))
    return { problem: 'the server sent no completion values' };
  return { values: completion['values'].filter((v): v is string => typeof v === 'string').slice(0, 100) };
}

/** Tells the forms whether the connected server declared completions (its methods, null before discover). */
export function useDeclaredCompletions(declared: readonly string[] | null): void {
  const yes = declared?.includes('completion/complete') ?? false;
  useEffect(() => useCompleter.setState({ declared: yes }), [yes]);
}
