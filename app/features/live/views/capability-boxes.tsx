import { useLiveStore } from '../state/live-store';
import { CAPABILITY_BOXES, isDeclared, readCapabilities, withCapability } from '../model/client-capabilities';

/** The client capabilities this request declares, as checkboxes that edit the raw `clientCapabilities` JSON. */
export function CapabilityBoxes() {
  const text = useLiveStore((s) => s.envelope.clientCapabilities);
  const { patchEnvelope } = useLiveStore((s) => s.actions);
  const caps = readCapabilities(text);
  return (
    <fieldset className="capability-boxes" data-testid="capability-boxes">
      <legend>Client capabilities</legend>
      {CAPABILITY_BOXES.map((box) => (
        <label key={box.id} className="checkbox">
          <input
            type="checkbox"
            checked={caps !== null && isDeclared(caps, box.path)}
            disabled={caps === null}
            onChange={(e) =>
              caps &&
              patchEnvelope({ clientCapabilities: JSON.stringify(withCapability(caps, box.path, e.target.checked)) })
            }
            data-testid={`cap-${box.id}`}
          />
          {box.label}
        </label>
      ))}
      {caps === null && <span className="muted"> (fix the raw JSON in the envelope to use these)</span>}
    </fieldset>
  );
}
