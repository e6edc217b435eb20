import { describe, expect, it } from 'vitest';
import { decodeHash } from '../../../app/features/playground/state/share-link';
import { parseRoute } from '../../../app/shell/router';
import { answerCase, solutionText } from '../../../app/features/learn/model/engine';
import { liveHash, playgroundHash } from '../../../app/features/learn/model/run-links';
import { STEPS } from '../../../app/features/learn/model/steps';
import type { LocalExercise, ShapeCase, StepDefinition } from '../../../app/features/learn/model/types';

const cases: [string, ShapeCase][] = STEPS.flatMap((s) =>
  (s.example?.cases ?? []).map((c, i): [string, ShapeCase] => [`${s.id} #${i}`, c]),
);

describe('each example opens in the Playground with one click', () => {
  it.each(cases)('%s: the playground reads the link back as this exact input', (_name, c) => {
    const route = decodeHash(playgroundHash(c));
    if (route.kind !== 'state') throw new Error(`not a state link: ${JSON.stringify(route)}`);
    expect(route.input.text).toBe(c.handler);
    expect(route.input.method).toBe(c.request.method);
    expect(JSON.parse(route.input.requestMeta)).toEqual({
      'io.modelcontextprotocol/protocolVersion': c.request.protocolVersion ?? '2026-07-28',
      'io.modelcontextprotocol/clientCapabilities': c.request.clientCapabilities ?? {},
    });
    expect(route.input.serverInfo.enabled).toBe(c.options?.serverInfo !== undefined);
    expect(route.input.cacheOverride.enabled).toBe(c.options?.cache !== undefined);
  });

  it('an exercise answer opens as typed, with the exercise’s request', () => {
    const handlerSteps = STEPS.filter(
      (s): s is StepDefinition & { exercise: Exclude<LocalExercise, { kind: 'response' }> } =>
        s.exercise.kind === 'handler' || s.exercise.kind === 'options',
    );
    for (const step of handlerSteps) {
      const text = solutionText(step.exercise);
      const route = decodeHash(playgroundHash(answerCase(step.exercise, text)));
      expect(route.kind, step.id).toBe('state');
      if (route.kind === 'state' && step.exercise.kind === 'handler') expect(route.input.text).toBe(text);
    }
  });
});

describe('each live request opens in Live, filled in and not sent', () => {
  it('carries the url, the method and the params without the envelope Live writes itself', () => {
    const hash = liveHash('http://127.0.0.1:5173/demo/mcp', 'tools/call', {
      name: 'count_slowly',
      arguments: { to: 5 },
      _meta: { 'io.modelcontextprotocol/protocolVersion': '2026-07-28', progressToken: 'p' },
    });
    const route = parseRoute(hash);
    expect(route.screen).toBe('live');
    expect(route.params.get('url')).toBe('http://127.0.0.1:5173/demo/mcp');
    expect(route.params.get('method')).toBe('tools/call');
    expect(JSON.parse(route.params.get('params') ?? '')).toEqual({
      name: 'count_slowly',
      arguments: { to: 5 },
      _meta: { progressToken: 'p' },
    });
  });
});
