import { describe, expect, it } from 'vitest';
import { VERDICTS, verdictOf, verdictWords, type Verdict } from '../../../src/index';

const error = { severity: 'error' as const };
const warning = { severity: 'warning' as const };
const info = { severity: 'info' as const };

describe('verdictOf', () => {
  it.each<[string, { severity: 'error' | 'warning' | 'info' }[], boolean, Verdict]>([
    ['no findings pass', [], false, 'pass'],
    ['a note is info', [info], false, 'info'],
    ['a warning warns', [info, warning], false, 'warn'],
    ['an error fails over warnings', [warning, error, info], false, 'fail'],
    ['no complete answer is transport, findings or not', [error], true, 'transport'],
  ])('%s', (_, findings, transportFailed, expected) => {
    expect(verdictOf(findings, transportFailed)).toBe(expected);
  });

  it('lists every verdict once, worst first', () => {
    expect(VERDICTS).toEqual(['fail', 'warn', 'info', 'pass', 'transport']);
  });
});

describe('verdictWords', () => {
  it.each<[Verdict, { severity: 'error' | 'warning' | 'info' }[], string]>([
    ['pass', [], 'pass'],
    ['info', [info, info], '2 notes'],
    ['warn', [warning, info], '1 warning'],
    ['fail', [error, error, warning], '2 errors, 1 warning'],
    ['transport', [], 'not judged'],
  ])('%s with %j reads %s', (verdict, findings, words) => {
    expect(verdictWords(verdict, findings)).toBe(words);
  });
});
