import type { Preview } from './model/compute-preview';
import { fittingMethod } from './model/method-fit';

/**
 * The offer when the handler result fits another method than the one chosen: "this looks like a
 * tools/call result", with a one-click switch. Renders nothing when it fits (or fits nothing known).
 */
export function MethodOffer({
  preview,
  method,
  onSwitch,
}: {
  preview: Preview | null;
  method: string;
  onSwitch: (method: string) => void;
}) {
  // A pasted whole response has its own offer: one note at a time.
  const fit = preview?.ok && !preview.envelope ? fittingMethod(preview.handlerResult, method) : null;
  if (!fit) return null;
  return (
    <div className="notice method-offer" role="status" data-testid="method-offer">
      <span>
        This looks like a <code>{fit.method}</code> result (it has <code>{fit.member}</code>), not a{' '}
        <code>{method}</code> one.
      </span>{' '}
      <button type="button" className="button-small" data-testid="switch-method" onClick={() => onSwitch(fit.method)}>
        Switch to {fit.method}
      </button>
    </div>
  );
}
