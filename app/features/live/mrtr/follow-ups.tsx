import { useHistoryStore } from '../../../exchange/history/history-store';
import { useInflightStore } from '../../../exchange/state/inflight-store';
import { exchangePanelsOf } from '../../../ext';
import { ExtensionPanel } from './extension-panels';
import { MrtrPanel } from './mrtr-panel';
import { inputRequiredOf, roundsOf } from './model/rounds';
import type { Send } from './send-type';
import { useTamperStore } from './tamper-store';
import { RoundsList } from './views/rounds-list';
import { TamperVerdict } from './views/tamper-verdict';
import './follow-ups.css';
import { type ExchangeRecord } from '../../../../src/index';

/**
 * What can follow the shown exchange: the forms of an input_required result (the latest round of
 * its conversation), the panels of the extensions it belongs to (a created task's poller), the verdict on a tampered
 * retry, and the conversation's rounds. Nothing for an ordinary exchange.
 */
export function FollowUps({ record, send }: { record: ExchangeRecord | null; send: Send }) {
  const records = useHistoryStore((s) => s.records);
  const selectedId = useInflightStore((s) => s.selectedId);
  const tampered = useTamperStore((s) => (record ? s.tampered[record.id] : undefined));
  if (!record) return null;
  const rounds = roundsOf(records, record);
  const root = rounds[0] ?? record;
  const latest = rounds.at(-1) ?? record;
  const asked = inputRequiredOf(record);
  const panels = exchangePanelsOf(rounds, record);
  if (!asked && panels.length === 0 && rounds.length < 2 && !tampered) return null;
  return (
    <section className="follow-ups" data-testid="follow-ups" data-conversation={root.id}>
      {tampered && <TamperVerdict record={record} {...tampered} />}
      {asked &&
        (latest.id === record.id ? (
          <MrtrPanel
            key={record.id}
            record={record}
            root={root}
            asked={asked}
            round={rounds.indexOf(record) + 1 || 1}
            send={send}
          />
        ) : (
          <p className="muted">This round was answered; the conversation went on (see its rounds below).</p>
        ))}
      {panels.map((of) => (
        <ExtensionPanel key={`${of.name}:${of.anchor.id}`} of={of} root={root} rounds={rounds} send={send} />
      ))}
      <RoundsList rounds={rounds} selectedId={selectedId} />
    </section>
  );
}
