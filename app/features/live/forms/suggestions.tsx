import { useRef, useState } from 'react';
import { revealInvisible } from '../../../../src/index';
import { useCompleter, type CompletionAsk } from './completer';

/**
 * The ref of a catalog form's key (`prompt:<name>` or `template:<uriTemplate>`) for completion/complete.
 *
 * @example
 * completionRefOf('prompt:summarize') // => { type: 'ref/prompt', name: 'summarize' }
 * completionRefOf('template:demo://notes/{id}') // => { type: 'ref/resource', uri: 'demo://notes/{id}' }
 */
export function completionRefOf(key: string | undefined): CompletionAsk['ref'] | null {
  if (key?.startsWith('prompt:')) return { type: 'ref/prompt', name: key.slice('prompt:'.length) };
  if (key?.startsWith('template:')) return { type: 'ref/resource', uri: key.slice('template:'.length) };
  return null;
}

/**
 * Suggestions for one argument from the server's `completion/complete` (when it declares completions):
 * asked on **Suggest** or Ctrl+Space in the field (each ask is one recorded, judged request), picked with
 * a click or Enter.
 */
export function useSuggestions(
  ref: CompletionAsk['ref'] | null,
  name: string,
  values: Record<string, string>,
  onPick: (value: string) => void,
) {
  const complete = useCompleter((s) => s.complete);
  const declared = useCompleter((s) => s.declared);
  const [shown, setShown] = useState<{ values: string[] } | { problem: string } | null>(null);
  // Only the newest ask's answer is shown: an earlier, slower one arrives stale.
  const asked = useRef(0);
  const available = ref !== null && complete !== null && declared;
  const ask = () => {
    if (!available) return;
    const context = Object.fromEntries(Object.entries(values).filter(([k, v]) => k !== name && v !== ''));
    const mine = ++asked.current;
    void complete({
      ref,
      argument: { name, value: values[name] ?? '' },
      ...(Object.keys(context).length > 0 ? { context } : {}),
    }).then((answer) => mine === asked.current && setShown(answer));
  };
  const onKeyDown = (e: { key: string; ctrlKey: boolean; preventDefault: () => void }) => {
    if (e.key !== ' ' || !e.ctrlKey) return;
    e.preventDefault();
    ask();
  };
  const view = available ? (
    <span className="suggestions">
      <button type="button" className="button-small" onClick={ask} data-testid={`suggest-${name}`}>
        Suggest (Ctrl+Space)
      </button>
      {shown && 'problem' in shown && <small className="muted">No suggestions: {shown.problem}.</small>}
      {shown && 'values' in shown && (
        <span role="list" aria-label={`Suggestions for ${name}`} data-testid={`suggestions-${name}`}>
          {shown.values.length === 0 && <small className="muted">The server suggests nothing here.</small>}
          {shown.values.map((v, i) => (
            <button
              // A server may suggest one value twice.
              key={i}
              type="button"
              role="listitem"
              className="button-small"
              onClick={() => {
                onPick(v);
                setShown(null);
              }}
            >
              {revealInvisible(v)}
            </button>
          ))}
        </span>
      )}
    </span>
  ) : null;
  return { onKeyDown, view };
}
