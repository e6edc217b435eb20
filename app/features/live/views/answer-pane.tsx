import type { ExchangeRecord } from '../../../../src/index';
import { useInflightStore } from '../../../exchange/state/inflight-store';
import { ExchangeView } from '../../../exchange/views/exchange-view';
import { FollowUps } from '../mrtr/follow-ups';
import type { ComponentProps, ReactNode } from 'react';
import { LegacyPanels } from '../legacy/legacy-panels';
import { DeclareRetry } from './declare-retry';
import { StaleNote } from './stale-note';

/**
 * The right pane: the selected exchange (its body fills the pane's height), what the server asked
 * back, the 2026-07-28 view of a legacy answer. `children` are further views of the same answer,
 * shown below it (an MCP App's frame and its Bridge list mount here).
 */
export function AnswerPane({
  selected,
  url,
  paramsInvalid,
  required,
  onDeclareAndRetry,
  theme,
  fromCache,
  onResend,
  onReadResource,
  send,
  children,
}: {
  selected: ExchangeRecord | null;
  url: string;
  paramsInvalid: boolean;
  required: Record<string, unknown> | null;
  onDeclareAndRetry: () => void;
  theme: 'light' | 'dark';
  fromCache: string | null;
  onResend: (record: ExchangeRecord) => void;
  onReadResource: (uri: string) => void;
  send: ComponentProps<typeof FollowUps>['send'];
  children?: ReactNode;
}) {
  const inflight = useInflightStore((s) => s.inflight);
  const revealSecrets = useInflightStore((s) => s.revealSecrets);
  return (
    <section className="live-response" aria-label="Answer">
      <StaleNote record={selected} url={url} paramsInvalid={paramsInvalid} />
      {required && <DeclareRetry required={required} onRetry={onDeclareAndRetry} />}
      <ExchangeView
        record={selected}
        inflight={inflight}
        theme={theme}
        revealSecrets={revealSecrets}
        fromCache={fromCache}
        onSendAnyway={selected ? () => onResend(selected) : undefined}
        onReadResource={onReadResource}
      />
      <FollowUps record={selected} send={send} />
      <LegacyPanels record={selected} />
      {children}
    </section>
  );
}
