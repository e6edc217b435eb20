import { isJsonObject } from '../../../../../src/index';
import { fieldsOf, type Answer } from '../model/answers';
import { ElicitationFields } from './elicitation-fields';

const ACTIONS = ['accept', 'decline', 'cancel'] as const;

/**
 * One embedded input request as a form: an elicitation from its `requestedSchema` (URL mode shows
 * the URL as text), sampling as a reply editor, roots as a list, anything else as raw JSON. Every
 * string the server sent is shown as text.
 */
export function InputRequestForm({
  name,
  request,
  answer,
  onChange,
}: {
  name: string;
  request: unknown;
  answer: Answer;
  onChange: (answer: Answer) => void;
}) {
  const r = isJsonObject(request) ? request : {};
  const params = isJsonObject(r['params']) ? r['params'] : {};
  const method = typeof r['method'] === 'string' ? r['method'] : '(no method)';
  const message = typeof params['message'] === 'string' ? params['message'] : '';
  return (
    <fieldset className="mrtr-request" data-testid="mrtr-request" data-key={name} data-method={method}>
      <legend>
        <code>{name}</code> · {method}
      </legend>
      {message && <p className="mrtr-message">{message}</p>}
      {(answer.kind === 'form' || answer.kind === 'url') && (
        <div className="mrtr-actions" role="radiogroup" aria-label={`Answer to ${name}`}>
          {ACTIONS.map((action) => (
            <label key={action}>
              <input
                type="radio"
                name={`${name}-action`}
                checked={answer.action === action}
                onChange={() => onChange({ ...answer, action })}
                data-action={action}
              />
              {action}
            </label>
          ))}
        </div>
      )}
      {answer.kind === 'url' && (
        <p>
          The server asks the user to open{' '}
          <code className="mrtr-url" data-testid="mrtr-url">
            {String(params['url'] ?? '')}
          </code>{' '}
          (shown, not opened).
        </p>
      )}
      {answer.kind === 'form' && answer.action === 'accept' && (
        <ElicitationFields
          fields={fieldsOf(params['requestedSchema'])}
          values={answer.values}
          onChange={(values) => onChange({ ...answer, values })}
          idPrefix={`mrtr-${name}`}
        />
      )}
      {answer.kind === 'sampling' && <SamplingEditor params={params} answer={answer} onChange={onChange} />}
      {answer.kind === 'roots' && <RootsEditor answer={answer} onChange={onChange} />}
      {answer.kind === 'raw' && (
        <textarea
          className="mono"
          rows={4}
          value={answer.text}
          onChange={(e) => onChange({ ...answer, text: e.target.value })}
          aria-label={`Response to ${name} (JSON)`}
          spellCheck={false}
        />
      )}
    </fieldset>
  );
}

function SamplingEditor({
  params,
  answer,
  onChange,
}: {
  params: Record<string, unknown>;
  answer: Extract<Answer, { kind: 'sampling' }>;
  onChange: (answer: Answer) => void;
}) {
  const messages = Array.isArray(params['messages']) ? params['messages'].filter(isJsonObject) : [];
  return (
    <div className="mrtr-sampling">
      <ol className="mrtr-messages">
        {messages.map((m, i) => {
          const content = isJsonObject(m['content']) ? m['content'] : {};
          return (
            <li key={i}>
              <strong>{String(m['role'] ?? '?')}</strong>:{' '}
              {typeof content['text'] === 'string' ? content['text'] : JSON.stringify(content)}
            </li>
          );
        })}
      </ol>
      <label>
        Assistant reply
        <textarea
          rows={3}
          value={answer.text}
          onChange={(e) => onChange({ ...answer, text: e.target.value })}
          data-field="reply"
        />
      </label>
      <label>
        Model
        <input
          value={answer.model}
          onChange={(e) => onChange({ ...answer, model: e.target.value })}
          data-field="model"
        />
      </label>
    </div>
  );
}

function RootsEditor({
  answer,
  onChange,
}: {
  answer: Extract<Answer, { kind: 'roots' }>;
  onChange: (answer: Answer) => void;
}) {
  const set = (roots: { uri: string; name: string }[]) => onChange({ ...answer, roots });
  return (
    <div className="mrtr-roots">
      {answer.roots.map((root, i) => (
        <div key={i} className="mrtr-root">
          <input
            value={root.uri}
            placeholder="file:///path"
            aria-label="Root URI"
            onChange={(e) => set(answer.roots.map((r, j) => (j === i ? { ...r, uri: e.target.value } : r)))}
          />
          <input
            value={root.name}
            placeholder="name"
            aria-label="Root name"
            onChange={(e) => set(answer.roots.map((r, j) => (j === i ? { ...r, name: e.target.value } : r)))}
          />
          <button type="button" className="button-small" onClick={() => set(answer.roots.filter((_, j) => j !== i))}>
            Remove
          </button>
        </div>
      ))}
      <button type="button" className="button-small" onClick={() => set([...answer.roots, { uri: '', name: '' }])}>
        Add a root
      </button>
    </div>
  );
}
