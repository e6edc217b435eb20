import { useMemo, useState } from 'react';
import { isJsonObject, type JsonObject, type SchemaViolation } from '../../../../src/index';
import { holdOnce } from './argument-gate';
import { useSchemaVerdicts, violationsOf } from './use-schema-verdicts';

type Built = { ok: true; value: JsonObject } | { ok: false; message: string };

/**
 * The accepted elicitation answers of an `inputResponses` object judged against each request's
 * `requestedSchema` (`pattern`, `minLength`, `format`, …, in the worker), and its gate (`holdOnce`).
 */
export function useAnswerCheck(
  inputRequests: JsonObject,
  built: Built,
): { violations: (SchemaViolation & { label: string })[]; held: boolean; pass: () => boolean } {
  const targets = useMemo(() => (built.ok ? answerTargets(inputRequests, built.value) : []), [inputRequests, built]);
  const judged = useSchemaVerdicts(targets.map(({ schema, value }) => ({ schema, value })));
  const [heldKey, setHeldKey] = useState<string | null>(null);
  const violations = violationsOf(judged?.verdicts).map((v) => ({ ...v, label: targets[v.item]?.label ?? '' }));
  const held = judged !== null && heldKey === judged.key && violations.length > 0;
  const pass = (): boolean => {
    const next = holdOnce(violations.length, held);
    setHeldKey(next.held ? (judged?.key ?? null) : null);
    return next.send;
  };
  return { violations, held, pass };
}

/**
 * Each accepted form elicitation's `content` with its `requestedSchema`, labelled by where it goes.
 *
 * @example
 * const requests = { ask: { method: 'elicitation/create', params: { requestedSchema: { type: 'object' } } } };
 * answerTargets(requests, { ask: { action: 'accept', content: { a: 1 } } })
 * // => [{ label: '/ask/content', schema: { type: 'object' }, value: { a: 1 } }]
 */
export function answerTargets(
  inputRequests: JsonObject,
  responses: JsonObject,
): { label: string; schema: unknown; value: unknown }[] {
  const out: { label: string; schema: unknown; value: unknown }[] = [];
  for (const [key, request] of Object.entries(inputRequests)) {
    const response = responses[key];
    if (!isJsonObject(request) || request['method'] !== 'elicitation/create' || !isJsonObject(response)) continue;
    const params = isJsonObject(request['params']) ? request['params'] : {};
    if (response['action'] !== 'accept' || !isJsonObject(params['requestedSchema'])) continue;
    out.push({ label: `/${key}/content`, schema: params['requestedSchema'], value: response['content'] ?? {} });
  }
  return out;
}
