import { useState } from 'react';
import { isJsonObject, revealInvisible, type JsonObject } from '../../../../src/index';
import {
  choiceOf,
  choicesOf,
  fieldKind,
  MAX_FORM_DEPTH,
  MAX_FORM_WIDTH,
  ownValue,
  resolveRef,
  startValue,
  withKey,
} from './schema-model';

type Change = (next: unknown) => void;

interface FieldProps {
  schema: unknown;
  root: unknown;
  value: unknown;
  onChange: Change;
  /** The field's path in the arguments (`/contact/phone`), its id and test id. */
  path: string;
  label: string;
  required: boolean;
  depth: number;
}

/**
 * The fields of an object schema (a tool's `inputSchema`): one per property, by type, with enums as
 * choices, defaults as placeholders, required marks, nested objects and arrays, and oneOf/anyOf as a
 * choice of branch. Every change gives the whole new value; the caller owns it (the JSON editor's text).
 */
export function SchemaForm({
  schema,
  value,
  onChange,
}: {
  schema: JsonObject;
  value: unknown;
  onChange: (next: JsonObject) => void;
}) {
  return (
    <div className="schema-form" data-testid="schema-form">
      <ObjectFields
        schema={schema}
        root={schema}
        value={value}
        onChange={(v) => onChange(v as JsonObject)}
        path=""
        depth={0}
      />
    </div>
  );
}

function SchemaField(props: FieldProps) {
  const schema = resolveRef(props.schema, props.root);
  const kind =
    props.depth > MAX_FORM_DEPTH || (Array.isArray(props.value) && props.value.length > MAX_FORM_WIDTH)
      ? 'json'
      : fieldKind(schema);
  const description = typeof schema['description'] === 'string' ? schema['description'] : '';
  const id = `arg${props.path.replace(/[^\w-]/g, '_')}`;
  const head = (
    <span className="schema-field-label">
      {revealInvisible(props.label)}
      {props.required && <abbr title="required"> *</abbr>}
    </span>
  );
  const hint = description ? <small className="muted">{revealInvisible(description).slice(0, 200)}</small> : null;
  if (kind === 'object' || kind === 'array' || kind === 'choice')
    return (
      <fieldset className="schema-field schema-group" data-path={props.path}>
        <legend>{head}</legend>
        {hint}
        {kind === 'object' && <ObjectFields {...props} schema={schema} />}
        {kind === 'array' && <ArrayField {...props} schema={schema} />}
        {kind === 'choice' && <ChoiceField {...props} schema={schema} />}
      </fieldset>
    );
  return (
    <div className="schema-field" data-path={props.path}>
      <label htmlFor={id}>{head}</label>
      <ScalarField {...props} schema={schema} kind={kind} id={id} />
      {hint}
    </div>
  );
}

function ObjectFields({ schema, root, value, onChange, path, depth }: Omit<FieldProps, 'label' | 'required'>) {
  const s = resolveRef(schema, root);
  const properties = isJsonObject(s['properties']) ? s['properties'] : {};
  const required = new Set(Array.isArray(s['required']) ? s['required'] : []);
  const names = Object.keys(properties);
  if (names.length === 0 || names.length > MAX_FORM_WIDTH)
    return (
      <>
        <JsonInput
          id={`arg${path}-json`}
          data-testid={`field${path}`}
          aria-required={false}
          value={value}
          onChange={onChange}
        />
        {names.length > 0 && (
          <small className="muted" data-testid={`too-wide${path}`}>
            {names.length} properties are more than the form draws ({MAX_FORM_WIDTH}): edit them as JSON.
          </small>
        )}
      </>
    );
  return names.map((name) => (
    <SchemaField
      key={name}
      schema={properties[name]}
      root={root}
      value={ownValue(value, name)}
      onChange={(next) => onChange(withKey(value, name, next))}
      path={`${path}/${name}`}
      label={name}
      required={required.has(name)}
      depth={depth + 1}
    />
  ));
}

function ArrayField({ schema, root, value, onChange, path, depth }: FieldProps) {
  const items = Array.isArray(value) ? value : [];
  const itemSchema = resolveRef(resolveRef(schema, root)['items'] ?? {}, root);
  const set = (next: unknown[]) => onChange(next);
  return (
    <>
      <ol className="schema-array">
        {items.map((item, i) => (
          <li key={i}>
            <SchemaField
              schema={itemSchema}
              root={root}
              value={item}
              onChange={(next) => set(items.map((x, j) => (j === i ? next : x)))}
              path={`${path}/${i}`}
              label={`item ${i + 1}`}
              required
              depth={depth + 1}
            />
            <button
              type="button"
              className="button-small"
              onClick={() => set(items.filter((_, j) => j !== i))}
              data-testid={`remove${path}/${i}`}
            >
              Remove item {i + 1}
            </button>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="button-small"
        onClick={() => set([...items, startValue(itemSchema)])}
        data-testid={`add${path}`}
      >
        Add an item
      </button>
    </>
  );
}

function ChoiceField(props: FieldProps) {
  const choices = choicesOf(resolveRef(props.schema, props.root), props.root);
  const [chosen, setChosen] = useState(() => choiceOf(choices, props.value));
  const branch = choices[chosen];
  return (
    <>
      <select
        value={chosen}
        aria-label={`${props.label}: which kind`}
        data-testid={`choice${props.path}`}
        onChange={(e) => {
          const next = Number(e.target.value);
          setChosen(next);
          props.onChange(startValue(choices[next]?.schema ?? {}));
        }}
      >
        {choices.map((c, i) => (
          <option key={i} value={i}>
            {c.label}
          </option>
        ))}
      </select>
      {branch && (
        <SchemaField {...props} schema={branch.schema} label={branch.label} required depth={props.depth + 1} />
      )}
    </>
  );
}

function ScalarField({ schema, value, onChange, path, required, kind, id }: FieldProps & { kind: string; id: string }) {
  const s = schema as JsonObject;
  const placeholder = 'default' in s ? `default: ${JSON.stringify(s['default'])}` : undefined;
  const common = { id, 'data-testid': `field${path}`, 'aria-required': required };
  if (kind === 'enum') {
    const options = s['enum'] as unknown[];
    const index = options.findIndex((o) => JSON.stringify(o) === JSON.stringify(value));
    return (
      <select
        {...common}
        value={index}
        onChange={(e) => onChange(Number(e.target.value) < 0 ? undefined : options[Number(e.target.value)])}
      >
        <option value={-1}>{placeholder ?? '(unset)'}</option>
        {options.map((o, i) => (
          <option key={i} value={i}>
            {typeof o === 'string' ? o : JSON.stringify(o)}
          </option>
        ))}
      </select>
    );
  }
  if (kind === 'boolean')
    return (
      <input
        {...common}
        type="checkbox"
        checked={value === true}
        onChange={(e) => onChange(e.target.checked ? true : required ? false : undefined)}
      />
    );
  if (kind === 'number' || kind === 'integer')
    return (
      <NumberInput
        {...common}
        value={value}
        placeholder={placeholder}
        step={kind === 'integer' ? 1 : 'any'}
        onChange={onChange}
      />
    );
  if (kind === 'string')
    return (
      <input
        {...common}
        value={typeof value === 'string' ? value : ''}
        placeholder={placeholder}
        spellCheck={false}
        onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
      />
    );
  return <JsonInput {...common} value={value} onChange={onChange} />;
}

/** The attributes every input of the form carries (ScalarField's `common`). */
interface InputProps {
  id: string;
  'data-testid': string;
  'aria-required': boolean;
}

/**
 * The text an input shows for `value` (`shown`): what was typed, until the value changes elsewhere (the
 * editor); then `shown`, unless `keepTyped(text)` says the typed text already reads as the new value.
 */
function useTypedText(shown: string, keepTyped: (text: string) => boolean = () => false) {
  const [text, setText] = useState(shown);
  const [seen, setSeen] = useState(shown);
  if (seen !== shown) {
    setSeen(shown);
    if (!keepTyped(text)) setText(shown);
  }
  return [text, setText] as const;
}

// Keeps what is typed ("1." or "-") while the value stays the last number it read.
function NumberInput({
  value,
  onChange,
  ...rest
}: InputProps & { value: unknown; onChange: Change; placeholder?: string; step: number | 'any' }) {
  const [text, setText] = useTypedText(typeof value === 'number' ? String(value) : '', (typed) => {
    return typed !== '' && Number(typed) === value;
  });
  return (
    <input
      {...rest}
      type="number"
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        const n = e.target.value === '' ? undefined : Number(e.target.value);
        if (n === undefined || Number.isFinite(n)) onChange(n);
      }}
    />
  );
}

// A value the form has no field for, as JSON text; applied when it parses.
function JsonInput({ value, onChange, ...rest }: InputProps & { value: unknown; onChange: Change }) {
  const [text, setText] = useTypedText(value === undefined ? '' : JSON.stringify(value));
  const bad = text.trim() !== '' && !parses(text);
  return (
    <input
      {...rest}
      className="mono"
      value={text}
      placeholder="JSON"
      aria-invalid={bad}
      spellCheck={false}
      onChange={(e) => {
        setText(e.target.value);
        if (e.target.value.trim() === '') return onChange(undefined);
        if (parses(e.target.value)) onChange(JSON.parse(e.target.value));
      }}
    />
  );
}

function parses(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
