import { useMemo, useState } from 'react';
import { type JsonObject, type ExchangeRecord } from '../../../../src/index';
import { useLiveStore } from '../state/live-store';
import { initialAnswer, responsesOf, type Answer } from './model/answers';
import { followUp, requestParts, ROUND_LIMIT, type InputRequired } from './model/rounds';
import type { Send } from './send-type';
import { useTamperStore } from './tamper-store';
import { AnswerFields } from './views/answer-fields';
import { useAnswerCheck } from '../forms/use-answer-check';
import { SchemaWarnings } from '../forms/schema-warnings';

/**
 * Answers an input_required result by hand: a form per input request, the requestState to echo
 * (editable, to see whether the server notices a tampered one), and a retry of the conversation's
 * first request under a new id with `inputResponses` and that state.
 */
export function MrtrPanel({
  record,
  root,
  asked,
  round,
  send,
}: {
  record: ExchangeRecord;
  root: ExchangeRecord;
  asked: InputRequired;
  round: number;
  send: Send;
}) {
  const headers = useLiveStore((s) => s.headers);
  const mark = useTamperStore((s) => s.actions.mark);
  const entries = Object.entries(asked.inputRequests);
  const [answers, setAnswers] = useState<Record<string, Answer>>(() =>
    Object.fromEntries(entries.map(([key, request]) => [key, initialAnswer(request)])),
  );
  const [state, setState] = useState(asked.requestState ?? '');
  const [busy, setBusy] = useState(false);
  const built = useMemo(() => responsesOf(asked.inputRequests, answers), [asked.inputRequests, answers]);
  const original = asked.requestState;
  const tampered = original !== undefined && state !== original;
  const atLimit = round >= ROUND_LIMIT;
  const check = useAnswerCheck(asked.inputRequests, built);
  const submit = async () => {
    if (!built.ok || atLimit || !check.pass()) return;
    const { params } = requestParts(root);
    delete params['inputResponses'];
    delete params['requestState'];
    const retry: JsonObject = { ...params, inputResponses: built.value };
    if (original !== undefined || state !== '') retry['requestState'] = state;
    const draft = followUp(root, root.rpcMethod, retry, headers);
    if (!draft.ok) return;
    setBusy(true);
    try {
      const { record: sent } = await send(
        {
          url: record.request.url,
          message: draft.message,
          headers: draft.headers,
          rpcMethod: draft.rpcMethod,
          conversationId: root.id,
        },
        { bypassCache: true, lane: 'mrtr' },
      );
      if (tampered) mark(sent.id, original, state);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="mrtr-panel"
      data-testid="mrtr-panel"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h4>
        Round {round} of this conversation: the server needs input ({entries.length} request
        {entries.length === 1 ? '' : 's'})
      </h4>
      <AnswerFields entries={entries} answers={answers} setAnswers={setAnswers} />
      <RequestStateField state={state} original={original} onChange={setState} />
      <SchemaWarnings
        title="The answers break the requestedSchema (the server may refuse them):"
        violations={check.violations}
        held={check.held}
        overrideLabel="Send anyway (submit again)"
        onOverride={() => void submit()}
        testId="answer-warnings"
      />
      {!built.ok && (
        <p className="field-error" role="alert">
          {built.message}
        </p>
      )}
      {atLimit && (
        <p className="field-error" role="alert" data-testid="mrtr-limit">
          {ROUND_LIMIT} rounds and the server still asks: stopped here so a loop cannot run forever.
        </p>
      )}
      <button type="submit" disabled={!built.ok || atLimit || busy} data-testid="mrtr-submit">
        {busy ? 'Sending…' : `Retry ${root.rpcMethod} with these answers`}
      </button>
    </form>
  );
}

/** The requestState to echo, editable; "Tamper with it" changes it on purpose (and Restore undoes it). */
function RequestStateField({
  state,
  original,
  onChange,
}: {
  state: string;
  original: string | undefined;
  onChange: (state: string) => void;
}) {
  const tampered = original !== undefined && state !== original;
  return (
    <>
      <label className="mrtr-state">
        <span>
          requestState to echo {original === undefined && <span className="muted">(the server sent none)</span>}
        </span>
        <input
          value={state}
          onChange={(e) => onChange(e.target.value)}
          spellCheck={false}
          className="mono"
          data-testid="mrtr-state"
        />
      </label>
      {original !== undefined && (
        <div className="mrtr-tamper">
          <button
            type="button"
            className="button-small"
            onClick={() => onChange(`${original}-TAMPERED`)}
            data-testid="mrtr-tamper"
          >
            Tamper with it
          </button>
          {tampered && (
            <>
              <span className="mrtr-warning" data-testid="mrtr-tampered">
                Changed on purpose: a server whose state matters must refuse this retry (R-MRTR-7).
              </span>
              <button type="button" className="button-small" onClick={() => onChange(original)}>
                Restore
              </button>
            </>
          )}
        </div>
      )}
    </>
  );
}
