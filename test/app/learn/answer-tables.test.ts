import { describe, expect, it } from 'vitest';
import { evaluateLocal, solutionText } from '../../../app/features/learn/model/engine';
import { STEPS, stepById } from '../../../app/features/learn/model/steps';
import type { LocalExercise } from '../../../app/features/learn/model/types';
import { TABLES } from './answer-rows';

const said = (text: string, id: string) =>
  evaluateLocal(stepById(id)!.exercise as LocalExercise, text)
    .problems.map((p) => `${p.rule ?? ''} ${p.message}`)
    .join('\n');

describe('every local exercise has an answer table', () => {
  it('covers each local step, with right answers written differently and wrong ones', () => {
    const local = STEPS.filter((s) => s.exercise.kind !== 'live').map((s) => s.id);
    expect(Object.keys(TABLES).sort()).toEqual(local.sort());
    for (const rows of Object.values(TABLES)) {
      expect(rows.filter((r) => r[2]).length).toBeGreaterThanOrEqual(2);
      expect(rows.filter((r) => !r[2]).length).toBeGreaterThanOrEqual(2);
    }
  });
});

describe.each(Object.entries(TABLES))('%s', (id, rows) => {
  it('passes its solution', () => {
    const exercise = stepById(id)!.exercise as LocalExercise;
    expect(said(solutionText(exercise), id)).toBe('');
  });
  it.each(rows)('%s', (_label, text, pass, says) => {
    const problems = said(text, id);
    if (pass) expect(problems).toBe('');
    else {
      expect(problems).not.toBe('');
      expect(problems).toContain(says);
    }
  });
});
