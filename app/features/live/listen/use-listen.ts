import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import type { ExchangeRecord } from '../../../../src/index';
import { resultOf } from '../../../exchange/model/body';
import type { Transport } from '../../../exchange/transport/choose-fetch';
import { coalesced } from './coalesced';
import { defaultChoice, filterOf, listenOptionsOf, type ListenChoice } from './listen-filter';
import { isListening, useListenStore } from './listen-store';
import { refetchLists } from './refetch-lists';
import { startListening } from './run-listen';

/**
 * The Notifications panel's orchestration: what the server lets us listen to, the user's choice
 * and the filter it makes, and Listen / Stop listening (the lists fetched again on a change).
 */
export function useListen({
  url,
  identity,
  transport,
  discover,
  connect,
}: {
  url: string;
  identity: string;
  transport: Transport;
  discover: ExchangeRecord | null;
  connect: () => Promise<void>;
}) {
  const client = useQueryClient();
  const stored = useListenStore((s) => s.choice);
  const listening = useListenStore(isListening);
  const { setChoice, refetched, stop: stopRun } = useListenStore((s) => s.actions);
  const options = useMemo(() => listenOptionsOf(resultOf(discover?.response ?? null)?.['capabilities']), [discover]);
  const choice = stored ?? defaultChoice(options);
  const filter = filterOf(options, choice);
  const listenButton = useRef<HTMLButtonElement>(null);
  const start = () => {
    if (!filter) return;
    // Bound to the server listened to: its lists are fetched again even if another URL is typed meanwhile.
    let runId = 0;
    const refetch = coalesced(async () => {
      await refetchLists(client, url, identity, connect);
      refetched(runId);
    });
    const onListChanged = (_list: unknown, run: number) => {
      runId = run;
      void refetch();
    };
    void startListening({ transport, url, filter, onListChanged });
  };
  const stop = () => {
    stopRun();
    listenButton.current?.focus();
  };
  const patch = (next: Partial<ListenChoice>) => setChoice({ ...choice, ...next });
  return { options, choice, filter, listening, listenButton, start, stop, patch };
}
