import type { Field } from '../model/answers';

type Values = Record<string, string | boolean | string[]>;

/** The fields of a form elicitation: text, number, boolean, single and multiple choice. */
export function ElicitationFields({
  fields,
  values,
  onChange,
  idPrefix,
}: {
  fields: readonly Field[];
  values: Values;
  onChange: (values: Values) => void;
  idPrefix: string;
}) {
  const set = (name: string, value: string | boolean | string[]) => onChange({ ...values, [name]: value });
  return (
    <div className="mrtr-fields">
      {fields.map((field) => {
        const id = `${idPrefix}-${field.name}`;
        const value = values[field.name];
        const label = (
          <label htmlFor={id}>
            {field.title}
            {field.required && <span aria-label="required"> *</span>}
          </label>
        );
        const hint = field.description ? <small className="muted">{field.description}</small> : null;
        if (field.kind === 'boolean')
          return (
            <div key={field.name} className="mrtr-field mrtr-field--check">
              <input
                id={id}
                type="checkbox"
                checked={value === true}
                onChange={(e) => set(field.name, e.target.checked)}
                data-field={field.name}
              />
              {label}
              {hint}
            </div>
          );
        if (field.kind === 'select')
          return (
            <div key={field.name} className="mrtr-field">
              {label}
              <select
                id={id}
                value={typeof value === 'string' ? value : ''}
                onChange={(e) => set(field.name, e.target.value)}
                data-field={field.name}
              >
                {!field.required && <option value="">(none)</option>}
                {field.options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
              {hint}
            </div>
          );
        if (field.kind === 'multi') {
          const chosen = Array.isArray(value) ? value : [];
          return (
            <fieldset key={field.name} className="mrtr-field" data-field={field.name}>
              <legend>{label}</legend>
              {field.options.map((o) => (
                <label key={o.value} className="mrtr-option">
                  <input
                    type="checkbox"
                    checked={chosen.includes(o.value)}
                    onChange={(e) =>
                      set(field.name, e.target.checked ? [...chosen, o.value] : chosen.filter((v) => v !== o.value))
                    }
                  />
                  {o.label}
                </label>
              ))}
              {hint}
            </fieldset>
          );
        }
        return (
          <div key={field.name} className="mrtr-field">
            {label}
            <input
              id={id}
              type={field.kind === 'text' ? inputType(field.format) : 'number'}
              step={field.kind === 'integer' ? 1 : 'any'}
              min={field.min}
              max={field.max}
              value={typeof value === 'string' ? value : ''}
              onChange={(e) => set(field.name, e.target.value)}
              data-field={field.name}
              spellCheck={false}
            />
            {hint}
          </div>
        );
      })}
    </div>
  );
}

function inputType(format: string | undefined): string {
  return format === 'email' ? 'email' : format === 'date' ? 'date' : 'text';
}
