import { useState } from 'react';
import { HOST_DISPLAY_MODES, type HostSettings } from './host-context';

/**
 * A size in CSS pixels, taken when the user leaves the field or presses Enter (never per keystroke, so typing
 * 1200 does not pass through 1 and 12): clamped to [min, max], and the field then shows the value taken. Text
 * that is no number gives the previous value back.
 */
function SizeField({
  value,
  min,
  max,
  onCommit,
  testId,
}: {
  value: number;
  min: number;
  max: number;
  onCommit: (n: number) => void;
  testId: string;
}) {
  const [draft, setDraft] = useState(String(value));
  // A value taken elsewhere (a remount's saved settings) replaces what the field shows.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setDraft(String(value));
  }
  const commit = () => {
    const typed = Number(draft.trim());
    const taken =
      draft.trim() !== '' && Number.isFinite(typed) ? Math.round(Math.max(min, Math.min(max, typed))) : value;
    setDraft(String(taken));
    if (taken !== value) onCommit(taken);
  };
  return (
    <input
      type="number"
      min={min}
      max={max}
      value={draft}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit();
      }}
      title={`${min} to ${max} px, taken on Enter or when you leave the field`}
      data-testid={testId}
    />
  );
}

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
        <SizeField
          value={settings.width}
          min={120}
          max={2000}
          onCommit={(width) => onChange({ width })}
          testId="app-width"
        />
      </label>
      <label>
        Max height{' '}
        <SizeField
          value={settings.maxHeight}
          min={80}
          max={2000}
          onCommit={(maxHeight) => onChange({ maxHeight })}
          testId="app-max-height"
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
