import { revealInvisible, type MigrationEntry } from '../../../src/index';

/** One migration entry as a screen lists it: the exchange is the screen's own key (a record id or a report index). */
type Entry<Key> = Omit<MigrationEntry, 'exchange'> & { exchange: Key };

/**
 * The changes a 2025-era server must make for 2026-07-28, each with the exchange that shows it, its rule's
 * spec link and the Learn step that teaches it. Props in, nothing out: Live, Scan and Tap list them alike.
 */
export function MigrationList<Key>({
  entries,
  onOpen,
  exchangeLabel = () => 'the exchange',
  testId = 'migration-entry',
}: {
  entries: readonly Entry<Key>[];
  onOpen: (exchange: Key) => void;
  exchangeLabel?: (exchange: Key) => string;
  testId?: string;
}) {
  return (
    <ol>
      {entries.map((m) => (
        <li key={m.change} data-testid={testId} data-change={m.change}>
          {revealInvisible(m.message)}{' '}
          <button type="button" className="link-button" onClick={() => onOpen(m.exchange)}>
            {revealInvisible(exchangeLabel(m.exchange))}
          </button>
          {' · '}
          <a href={m.spec} target="_blank" rel="noreferrer">
            {m.rule}
          </a>
          {' · '}
          <a href={`#/learn/${m.learn}`}>Learn</a>
        </li>
      ))}
    </ol>
  );
}
