import { Fragment, useEffect, useRef, useState, type ReactNode } from 'react';
import { DECISIONS_PATH, parseDecisions, type DecisionEntry } from '../model/decisions-doc';

// The doc is read from the repository's docs/decisions.md (one text, shown here and on disk), lazily.
let loaded: Promise<DecisionEntry[]> | null = null;
const loadDecisions = () =>
  (loaded ??= import('../../../../docs/decisions.md?raw').then((m) => parseDecisions(m.default)));

/** A decision id ("D2") as a link that opens what it means, in the words of docs/decisions.md. */
export function DecisionLink({ id }: { id: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="decision-link"
        onClick={() => setOpen(true)}
        title={`What decision ${id} says (${DECISIONS_PATH})`}
        data-testid={`decision-link-${id}`}
      >
        {id}
      </button>
      {open && <DecisionDialog id={id} onClose={() => setOpen(false)} />}
    </>
  );
}

/** Text with every "D1".."D8" turned into a DecisionLink. */
export function WithDecisionLinks({ text }: { text: string }): ReactNode {
  const parts = text.split(/\b(D[1-8])\b/);
  return parts.map((part, i) =>
    i % 2 === 1 ? <DecisionLink key={i} id={part} /> : <Fragment key={i}>{part}</Fragment>,
  );
}

function DecisionDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [entries, setEntries] = useState<DecisionEntry[] | null>(null);
  const [all, setAll] = useState(false);
  useEffect(() => {
    let live = true;
    void loadDecisions().then((e) => live && setEntries(e));
    dialog.current?.showModal?.();
    return () => {
      live = false;
    };
  }, []);
  const shown = entries?.filter((e) => all || e.id === id) ?? [];
  return (
    <dialog
      ref={dialog}
      className="help decision-dialog"
      aria-label={`Decision ${id}`}
      data-testid="decision-dialog"
      onClose={onClose}
    >
      {entries === null && <p className="muted">Loading…</p>}
      {shown.map((entry) => (
        <section key={entry.id} aria-label={entry.id}>
          <h2>
            {entry.id}. <Inline text={entry.title} />
          </h2>
          {entry.paragraphs.map((p, i) => (
            <p key={i}>
              <Inline text={p} />
            </p>
          ))}
        </section>
      ))}
      {entries !== null && shown.length === 0 && <p>There is no decision {id}.</p>}
      <p className="muted">
        From <code>{DECISIONS_PATH}</code> in the repository.{' '}
        {!all && (
          <button type="button" className="button-small" onClick={() => setAll(true)}>
            Show every decision
          </button>
        )}
      </p>
      <button type="button" onClick={() => dialog.current?.close()} autoFocus>
        Close
      </button>
    </dialog>
  );
}

/** `code` spans of the Markdown text; everything else stays plain text. */
function Inline({ text }: { text: string }) {
  return text
    .split(/`([^`]+)`/)
    .map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : <Fragment key={i}>{part}</Fragment>));
}
