import { ERA_PINS, useEraPins, type EraPin } from './era-pins';

/** The era Live speaks to this server: Auto, or pinned (saved per server URL). */
export function EraSelect({ url }: { url: string }) {
  const pin = useEraPins((s) => s.pins[url] ?? 'auto');
  const setPin = useEraPins((s) => s.setPin);
  return (
    <label>
      <span>Era</span>
      <select value={pin} onChange={(e) => setPin(url, e.target.value as EraPin)} data-testid="era-pin">
        {ERA_PINS.map((p) => (
          <option key={p.pin} value={p.pin}>
            {p.label}
          </option>
        ))}
      </select>
    </label>
  );
}
