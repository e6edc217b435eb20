import { describe, expect, it } from 'vitest';
import { CHEAT_SHEET, depthOf } from '../../../app/features/learn/model/cheat-sheet';
import { evaluateLocal, solutionText, startText } from '../../../app/features/learn/model/engine';
import { STEPS, stepById } from '../../../app/features/learn/model/steps';
import type { Evaluation, LocalExercise, StepDefinition } from '../../../app/features/learn/model/types';

const local = STEPS.filter((s): s is StepDefinition & { exercise: LocalExercise } => s.exercise.kind !== 'live');
const said = (e: Evaluation) => e.problems.map((p) => `${p.rule ?? ''} ${p.message}`).join('\n');

describe('the tour as data', () => {
  it('has at least 14 steps, each with its own id, plain words, a spec link and an exercise', () => {
    expect(STEPS.length).toBeGreaterThanOrEqual(14);
    expect(new Set(STEPS.map((s) => s.id)).size).toBe(STEPS.length);
    for (const step of STEPS) {
      expect(step.id).toMatch(/^[a-z][a-z-]*$/);
      expect(step.id).not.toBe('cheat-sheet');
      expect(step.explanation.length).toBeGreaterThanOrEqual(2);
      expect(step.spec.length).toBeGreaterThanOrEqual(1);
      for (const link of step.spec) expect(link.url).toMatch(/^https:\/\/(modelcontextprotocol\.io|github\.com)\//);
      expect(step.exercise.hint.length).toBeGreaterThan(20);
      expect(step.example !== undefined || step.live !== undefined).toBe(true);
    }
  });

  it('runs every live exercise on the scenario its step shows', () => {
    for (const step of STEPS) if (step.exercise.kind === 'live') expect(step.exercise.scenario).toBe(step.live);
  });

  it('covers the required topics, among them the four live ones', () => {
    const ids = STEPS.map((s) => s.id);
    for (const id of ['result-type', 'envelope', 'discover', 'versions', 'cache-hints', 'cacheable-methods'])
      expect(ids).toContain(id);
    for (const id of ['resource-not-found', 'error-codes', 'input-required', 'url-elicitation', 'routing-headers'])
      expect(ids).toContain(id);
    for (const id of ['removed-methods', 'listen', 'tasks', 'tool-schemas', 'deprecations']) expect(ids).toContain(id);
    expect(STEPS.filter((s) => s.live).map((s) => s.live)).toEqual(
      expect.arrayContaining(['envelope', 'headers', 'mrtr', 'tasks']),
    );
  });

  it('has one cheat-sheet row per changelog entry (all 28), each pointing at the step that covers it', () => {
    const expected = [
      ...Array.from({ length: 9 }, (_, i) => `M${i + 1}`),
      ...Array.from({ length: 12 }, (_, i) => `m${i + 1}`),
      ...Array.from({ length: 4 }, (_, i) => `D${i + 1}`),
      'S1',
      'G1',
      'P1',
    ];
    expect(CHEAT_SHEET.map((r) => r.id)).toEqual(expected);
    for (const row of CHEAT_SHEET) {
      const step = stepById(row.step);
      expect(step, row.id).toBeDefined();
      expect(row.legacy).not.toBe(row.modern);
      const covered = [...step!.changes, ...(step!.reading?.changes ?? [])];
      expect(covered, `${row.id} on ${row.step}`).toContain(row.id);
    }
  });

  it('never claims a change as taught and as reading at once, and marks the reading rows', () => {
    for (const step of STEPS)
      for (const id of step.reading?.changes ?? []) expect(step.changes, `${step.id} ${id}`).not.toContain(id);
    const reading = CHEAT_SHEET.filter((r) => depthOf(r) === 'reading').map((r) => r.id);
    expect(reading).toEqual(expect.arrayContaining(['m7', 'm8', 'm9', 'D4', 'S1', 'G1', 'P1']));
    expect(reading).not.toContain('m2');
  });
});

describe.each(local.map((s) => [s.id, s] as const))('step %s', (_id, step) => {
  it('passes with the solution: the library shapes it and the checker finds no error or warning', () => {
    const verdict = evaluateLocal(step.exercise, solutionText(step.exercise));
    expect(said(verdict)).toBe('');
    expect(verdict.passed).toBe(true);
    expect(
      verdict.outcome?.findings.filter((f) => f.severity !== 'info' && !step.exercise.tolerate?.includes(f.rule)),
    ).toEqual([]);
  });

  it('starts broken: the starting text fails', () => {
    const verdict = evaluateLocal(step.exercise, startText(step.exercise));
    expect(verdict.passed).toBe(false);
    expect(verdict.problems.length).toBeGreaterThan(0);
  });

  it(`fails the typical wrong answer and says ${step.wrong.feedback}`, () => {
    const verdict = evaluateLocal(step.exercise, step.wrong.text);
    expect(verdict.passed).toBe(false);
    expect(said(verdict)).toContain(step.wrong.feedback);
  });

  it('reports unreadable input as an input problem, not a crash', () => {
    const verdict = evaluateLocal(step.exercise, '{:ok, %{');
    expect(verdict.passed).toBe(false);
    expect(verdict.problems[0]?.source).toBe('input');
    expect(verdict.outcome).toBeNull();
  });
});

/** More typical mistakes per step, with what the feedback must say. */
const MISTAKES: [step: string, answer: string, says: string][] = [
  ['two-eras', '{:ok, %{"tools" => [%{"name" => "get_weather", "inputSchema" => %{"type" => "object"}}]}}', 'get_time'],
  [
    'result-type',
    '{"jsonrpc":"2.0","id":1,"result":{"content":[{"type":"text","text":"18°C and sunny"}]}}',
    'R-RESULT-TYPE-1',
  ],
  [
    'result-type',
    '{"jsonrpc":"2.0","id":2,"result":{"resultType":"complete","content":[{"type":"text","text":"x"}]}}',
    'R-RPC-3',
  ],
  [
    'no-sessions',
    '{:ok, %{"content" => [%{"type" => "text", "text" => "{\\"basket_id\\":\\"cart-1\\"}"}], "structuredContent" => %{"basket_id" => "cart-1"}}}',
    'bsk_',
  ],
  ['discover', '{:ok, %{"supportedVersions" => ["2025-11-25"], "capabilities" => %{}}}', 'supportedVersions'],
  [
    'versions',
    '{:error, -32602, "Unsupported protocol version", %{"supported" => ["2026-07-28"], "requested" => "1900-01-01"}}',
    '-32022',
  ],
  ['cache-hints', '{"cache": {"ttlMs": 300, "scope": "public"}}', 'milliseconds'],
  ['cache-hints', '{"cache": {"ttlMs": 300000, "scope": "shared"}}', 'shaper refused'],
  ['cache-hints', '{"cache": {"ttlMs": 300000, "scope": "private"}}', 'Any cache'],
  ['cache-hints', '[1, 2]', 'JSON object'],
  [
    'cacheable-methods',
    '{"jsonrpc":"2.0","id":1,"result":{"resultType":"complete","supportedVersions":["2026-07-28"],"capabilities":{}}}',
    'ttlMs must be a whole number',
  ],
  ['resource-not-found', '{"jsonrpc":"2.0","id":1,"error":{"code":-32602,"message":"Resource not found"}}', 'R-RES-6'],
  [
    'resource-not-found',
    '{"jsonrpc":"2.0","id":1,"error":{"code":-32002,"message":"Resource not found","data":{"uri":"file:///missing.txt"}}}',
    'R-ERR-1',
  ],
  [
    'error-codes',
    '{:error, -32003, "Missing capability", %{"requiredCapabilities" => %{"elicitation" => %{}}}}',
    'R-ERR-3',
  ],
  [
    'error-codes',
    '{:error, -32021, "Missing capability", %{"requiredCapabilities" => ["elicitation"]}}',
    'requiredCapabilities',
  ],
  ['input-required', '{:ok, %{"content" => []}}', 'input_required'],
  [
    'url-elicitation',
    '{:input_required, %{"connect" => %{"method" => "elicitation/create", "params" => %{"mode" => "form", "message" => "Authorize", "requestedSchema" => %{"type" => "object", "properties" => %{}}}}}, "s"}',
    'R-MRTR-6',
  ],
  ['removed-methods', '{:ok, %{}}', 'R-REMOVED-1'],
  ['tasks', '{:ok, %{"content" => []}}', 'must be a task'],
  [
    'tool-schemas',
    '{:ok, %{"content" => [%{"type" => "text", "text" => "{\\"hour\\":\\"09:00\\"}"}], "structuredContent" => %{"hour" => "09:00"}}}',
    'the array itself',
  ],
  [
    'deprecations',
    '{:ok, %{"supportedVersions" => ["2026-07-28"], "capabilities" => %{"extensions" => %{"tasks" => %{}}}, "_meta" => %{"traceparent" => "00-0af7651916cd43dd8448eb211c80319c-00f067aa0ba902b7-01"}}}',
    'R-DISCOVER-5',
  ],
];

describe('typical mistakes get feedback that names what is wrong', () => {
  it.each(MISTAKES)('%s: %s', (id, answer, says) => {
    const step = stepById(id);
    if (!step || step.exercise.kind === 'live') throw new Error(`no local step ${id}`);
    const verdict = evaluateLocal(step.exercise, answer);
    expect(verdict.passed).toBe(false);
    expect(said(verdict)).toContain(says);
  });
});

describe('a SHOULD is judged the same way in every step', () => {
  it.each(local.map((s) => [s.id, s] as const))(
    '%s: a warning fails an answer only where the step teaches its rule',
    (_id, step) => {
      for (const text of [startText(step.exercise), solutionText(step.exercise), step.wrong.text]) {
        const verdict = evaluateLocal(step.exercise, text);
        for (const problem of verdict.problems.filter((p) => p.severity === 'warning'))
          expect(step.exercise.teaches ?? []).toContain(problem.rule);
      }
    },
  );

  it('leaving out serverInfo (R-META-1) is a note in cache-hints, as in result-type and cacheable-methods', () => {
    const step = stepById('cache-hints')!;
    if (step.exercise.kind !== 'options') throw new Error('cache-hints edits the shaper options');
    const verdict = evaluateLocal(step.exercise, JSON.stringify({ cache: { ttlMs: 300000, scope: 'public' } }));
    expect(said(verdict)).toBe('');
    expect(verdict.passed).toBe(true);
    expect(verdict.notes.map((p) => p.rule)).toContain('R-META-1');
  });
});

describe('what a learner sees is produced, not typed', () => {
  it('a "response" exercise starts from the library’s legacy response and its solution is the modern one', () => {
    const step = stepById('result-type');
    if (step?.exercise.kind !== 'response') throw new Error('result-type is a response exercise');
    expect(JSON.parse(startText(step.exercise))).toEqual({
      jsonrpc: '2.0',
      id: 1,
      result: { content: [{ type: 'text', text: '18°C and sunny' }] },
    });
    expect(JSON.parse(solutionText(step.exercise)).result.resultType).toBe('complete');
  });

  it('the HTTP status of a response answer is the one the library gives for its body', () => {
    const step = stepById('resource-not-found');
    if (step?.exercise.kind !== 'response') throw new Error('resource-not-found is a response exercise');
    expect(
      evaluateLocal(step.exercise, '{"jsonrpc":"2.0","id":1,"error":{"code":-32601,"message":"x"}}').outcome
        ?.httpStatus,
    ).toBe(404);
  });

  it('tolerated findings become notes, never blocking problems', () => {
    const step = stepById('result-type');
    if (step?.exercise.kind !== 'response') throw new Error('result-type is a response exercise');
    const bare = '{"jsonrpc":"2.0","id":1,"result":{"resultType":"complete","content":[{"type":"text","text":"x"}]}}';
    const verdict = evaluateLocal(step.exercise, bare);
    expect(verdict.passed).toBe(true);
    expect(verdict.notes.map((n) => n.rule)).toContain('R-META-1');
  });
});
