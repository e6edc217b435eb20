import type { Preview } from './model/compute-preview';

/**
 * The offer beside a pasted JSON-RPC response: take its result (or error) as the handler result,
 * instead of shaping the whole response a second time. Renders nothing for any other input.
 */
export function EnvelopeOffer({ preview, onTake }: { preview: Preview | null; onTake: (text: string) => void }) {
  const envelope = preview?.ok ? preview.envelope : null;
  if (!envelope) return null;
  const member = envelope.member;
  return (
    <div className="notice envelope-offer" role="status" data-testid="envelope-offer">
      <span>
        This is a whole JSON-RPC response, shaped as <code>{'{:ok, map}'}</code>: its {member} would be wrapped a second
        time.
      </span>{' '}
      <button type="button" className="button-small" data-testid="take-envelope" onClick={() => onTake(envelope.text)}>
        Take its {member}
      </button>
    </div>
  );
}
