import { useCallback, useMemo } from 'react';
import { type ExchangeRecord, type JsonObject } from '../../../../src/index';
import { resultOf } from '../../../exchange/model/body';
import { type ExchangePanelHost, type ExchangePanelOf } from '../../../ext';
import { useLiveStore } from '../state/live-store';
import { followUp } from './model/rounds';
import type { Send } from './send-type';
import { InputRequestsForm } from './views/input-requests-form';

/**
 * Renders one extension's panel with what Live lends it: follow-ups of the conversation through Live's
 * send (lane `<extension>:<method>`, so a poll does not let a cancel go) and Live's input form.
 */
export function ExtensionPanel({
  of: { name, panel, anchor },
  root,
  rounds,
  send,
}: {
  of: ExchangePanelOf;
  root: ExchangeRecord;
  rounds: readonly ExchangeRecord[];
  send: Send;
}) {
  const headers = useLiveStore((s) => s.headers);
  const follow = useCallback(
    async (from: ExchangeRecord, method: string, params: JsonObject): Promise<JsonObject | null> => {
      const draft = followUp(from, method, params, headers);
      if (!draft.ok) return null;
      const { record } = await send(
        {
          url: from.request.url,
          message: draft.message,
          headers: draft.headers,
          rpcMethod: method,
          conversationId: root.id,
        },
        { bypassCache: true, lane: `${name}:${method}` },
      );
      return resultOf(record.response);
    },
    [headers, send, root.id, name],
  );
  const host = useMemo<ExchangePanelHost>(() => ({ rounds, follow, InputForm: InputRequestsForm }), [rounds, follow]);
  return <panel.Panel anchor={anchor} host={host} />;
}
