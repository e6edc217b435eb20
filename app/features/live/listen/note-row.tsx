import { useState } from 'react';
import { revealInvisible } from '../../../../src/index';
import type { ListenNote } from './listen-notes';

/** One message of the listen stream: its time, method and what it names; open it for the JSON. */
export function NoteRow({ note }: { note: ListenNote }) {
  const [open, setOpen] = useState(false);
  return (
    <li className="listen-note" data-testid="listen-note" data-method={note.method}>
      <details onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary>
          <span className="muted">#{note.seq}</span> <time dateTime={note.at}>{timeOf(note.at)}</time>{' '}
          <code>{note.method}</code> {note.summary && <span className="listen-summary">{note.summary}</span>}
        </summary>
        {/* Rendered only when opened: a window of 200 big frames must not be printed up front. */}
        {open && <pre data-testid="listen-note-json">{pretty(note.data)}</pre>}
      </details>
    </li>
  );
}

function timeOf(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleTimeString();
}

function pretty(data: string): string {
  try {
    return revealInvisible(JSON.stringify(JSON.parse(data), null, 2));
  } catch {
    return revealInvisible(data);
  }
}
