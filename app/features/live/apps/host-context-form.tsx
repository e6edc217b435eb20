import { HOST_DISPLAY_MODES, type HostSettings } from './host-context';

const clamp = (n: number, min: number, max: number) => (Number.isFinite(n) ? Math.max(min, Math.min(max, n)) : min);

/** The host context the user sets (theme, display mode, container size, locale); each change reaches the View. */
export function HostContextForm({
  settings,
  onChange,
}: {
  settings: HostSettings;
  onChange: (patch: Partial<HostSettings>) => void;
}) {
  return (
    <fieldset className="app-host-context">
      <legend>Host context (as another host would set it)</legend>
      <label>
        Theme{' '}
        <select
          value={settings.theme}
          onChange={(e) => onChange({ theme: e.target.value as HostSettings['theme'] })}
          data-testid="app-theme"
        >
          <option value="light">light</option>
          <option value="dark">dark</option>
        </select>
      </label>
      <label>
        Display mode{' '}
        <select
          value={settings.displayMode}
          onChange={(e) => onChange({ displayMode: e.target.value as HostSettings['displayMode'] })}
          data-testid="app-display-mode"
        >
          {HOST_DISPLAY_MODES.map((m) => (
            <option key={m}>{m}</option>
          ))}
        </select>
      </label>
      <label>
        Width{' '}
        <input
          type="number"
          min={120}
          max={2000}
          value={settings.width}
          onChange={(e) => onChange({ width: clamp(e.target.valueAsNumber, 120, 2000) })}
          data-testid="app-width"
        />
      </label>
      <label>
        Max height{' '}
        <input
          type="number"
          min={80}
          max={2000}
          value={settings.maxHeight}
          onChange={(e) => onChange({ maxHeight: clamp(e.target.valueAsNumber, 80, 2000) })}
          data-testid="app-max-height"
        />
      </label>
      <label>
        Locale{' '}
        <input
          value={settings.locale}
          onChange={(e) => onChange({ locale: e.target.value.slice(0, 35) })}
          data-testid="app-locale"
          size={8}
        />
      </label>
    </fieldset>
  );
}
