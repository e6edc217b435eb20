import type { ReactNode } from 'react';
import type { CacheScope } from '../../../../src/index';
import { readMillis } from '../model/option-fields';

/**
 * A milliseconds field that can be cleared and retyped: it shows the draft as typed (never a number the
 * browser rounded), and its error under it, in its own words. Only a valid draft reaches `onValue`.
 */
export function MillisField({
  label,
  value,
  draft,
  disabled,
  onDraft,
  onValue,
  testId,
}: {
  label: string;
  value: number;
  /** The text being edited when it is not (yet) a valid value; undefined shows `value`. */
  draft: string | undefined;
  disabled?: boolean;
  onDraft: (text: string | undefined) => void;
  onValue: (value: number) => void;
  testId: string;
}) {
  const reading = draft === undefined ? null : readMillis(draft);
  const error = reading && !reading.ok ? reading.message : null;
  const errorId = `${testId}-error`;
  return (
    <label className="field">
      <span className="field-label">{label}</span>
      <input
        inputMode="numeric"
        value={draft ?? String(value)}
        disabled={disabled}
        aria-invalid={error !== null}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => {
          const next = readMillis(e.target.value);
          if (next.ok && String(next.value) === e.target.value.trim()) {
            onDraft(undefined);
            onValue(next.value);
          } else {
            onDraft(e.target.value);
            if (next.ok) onValue(next.value);
          }
        }}
        onBlur={() => reading?.ok && onDraft(undefined)}
        data-testid={testId}
        spellCheck={false}
      />
      {error && (
        <small className="field-error" id={errorId} role="alert" data-testid={errorId}>
          {label}: {error}
        </small>
      )}
    </label>
  );
}

/** A labelled private/public select. */
export function ScopeField({
  label,
  value,
  disabled,
  onChange,
  testId,
}: {
  label: string;
  value: CacheScope;
  disabled?: boolean;
  onChange: (scope: CacheScope) => void;
  testId?: string;
}) {
  return (
    <label className="field">
      <span className="field-label">{label}</span>
      <select
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value as CacheScope)}
        data-testid={testId}
      >
        <option value="private">private</option>
        <option value="public">public</option>
      </select>
    </label>
  );
}

/** A labelled text input. */
export function TextField({
  label,
  value,
  disabled,
  onChange,
  testId,
}: {
  label: string;
  value: string;
  disabled?: boolean;
  onChange: (value: string) => void;
  testId?: string;
}) {
  return (
    <label className="field">
      <span className="field-label">{label}</span>
      <input
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
        data-testid={testId}
        spellCheck={false}
      />
    </label>
  );
}

/** A fieldset whose legend is the checkbox that turns its option on. */
export function OptionalGroup({
  label,
  checked,
  onToggle,
  testId,
  children,
}: {
  label: string;
  checked: boolean;
  onToggle: (on: boolean) => void;
  testId: string;
  children: ReactNode;
}) {
  return (
    <fieldset>
      <legend>
        <label>
          <input type="checkbox" checked={checked} onChange={(e) => onToggle(e.target.checked)} data-testid={testId} />{' '}
          {label}
        </label>
      </legend>
      {children}
    </fieldset>
  );
}
