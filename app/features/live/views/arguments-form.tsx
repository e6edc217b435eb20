import { useState } from 'react';
import { revealInvisible } from '../../../../src/index';
import { completionRefOf, useSuggestions } from '../forms/suggestions';

/** One field the form asks for: a prompt's declared argument or a URI template's variable. */
export interface ArgumentField {
  name: string;
  description?: string;
  required?: boolean;
  /** A prompt argument: free text that may span lines (a template variable stays one line). */
  multiline?: boolean;
}

/**
 * A small form for a prompt's arguments or a template's variables: every change rebuilds the params
 * (through `toParams`), so what is sent is the filled-in request, never the bare template.
 */
export function ArgumentsForm({
  title,
  fields,
  toParams,
  onParams,
  completionRef,
}: {
  title: string;
  fields: readonly ArgumentField[];
  toParams: (values: Record<string, string>) => string;
  onParams: (params: string) => void;
  /** The catalog form's key (`prompt:<name>`, `template:<uri>`), for completion/complete suggestions. */
  completionRef?: string;
}) {
  const [values, setValues] = useState<Record<string, string>>({});
  if (fields.length === 0) return null;
  const change = (name: string, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    onParams(toParams(next));
  };
  return (
    <fieldset className="arguments-form" data-testid="arguments-form">
      <legend>{revealInvisible(title)}</legend>
      {fields.map((f) => (
        <ArgumentInput
          key={f.name}
          field={f}
          values={values}
          onChange={(v) => change(f.name, v)}
          completionRef={completionRef}
        />
      ))}
    </fieldset>
  );
}

function ArgumentInput({
  field: f,
  values,
  onChange,
  completionRef,
}: {
  field: ArgumentField;
  values: Record<string, string>;
  onChange: (value: string) => void;
  completionRef: string | undefined;
}) {
  const suggestions = useSuggestions(completionRefOf(completionRef), f.name, values, onChange);
  return (
    <label className="argument-field">
      <span>
        {revealInvisible(f.name)}
        {f.required && <abbr title="required"> *</abbr>}
      </span>
      {f.multiline ? (
        <textarea
          value={values[f.name] ?? ''}
          onChange={(e) => onChange(e.target.value)}
          data-testid={`argument-${f.name}`}
          spellCheck={false}
          aria-required={f.required ?? false}
          onKeyDown={suggestions.onKeyDown}
          rows={Math.min(8, Math.max(2, (values[f.name] ?? '').split('\n').length))}
        />
      ) : (
        <input
          value={values[f.name] ?? ''}
          onChange={(e) => onChange(e.target.value)}
          data-testid={`argument-${f.name}`}
          spellCheck={false}
          aria-required={f.required ?? false}
          onKeyDown={suggestions.onKeyDown}
        />
      )}
      {suggestions.view}
      {f.description && <small className="muted">{revealInvisible(f.description).slice(0, 200)}</small>}
    </label>
  );
}
