import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FindingsList } from '../../app/ui/findings-list';
import type { Finding } from '../../src/index';

afterEach(cleanup);

const TASK: Finding = {
  rule: 'R-TASK-1',
  level: 'MUST NOT',
  severity: 'error',
  pointer: '/result/resultType',
  message: 'A task was created although this request did not declare the tasks extension.',
  spec: { title: 'R-TASK-1', url: 'https://example.test/tasks' },
  related: ['R-RESULT-TYPE-5'],
  frame: 1,
};
const ERA: Finding = {
  rule: 'R-ERA-1',
  level: 'VERDICT',
  severity: 'error',
  pointer: '',
  message: 'The server speaks only 2025-11-25.',
  spec: { title: 'R-ERA-1', url: 'https://example.test/versioning' },
};

describe('FindingsList: related rules, SSE frame, VERDICT, fixes', () => {
  it('names the related rules with their titles, the frame from 1, and a fix when the screen gives one', () => {
    render(<FindingsList findings={[TASK, ERA]} fixOf={(f) => (f.rule === 'R-TASK-1' ? 'Declare it.' : null)} />);
    const [task, era] = [...screen.getByTestId('findings').querySelectorAll('li')];
    expect(task?.querySelector('[data-testid="finding-related"]')?.textContent).toContain(
      'R-RESULT-TYPE-5 ("task" only on tools/call with the tasks extension declared)',
    );
    expect(task?.querySelector('.finding-location')?.textContent).toBe('/result/resultType in SSE frame 2');
    expect(task?.querySelector('[data-testid="finding-fix"]')?.textContent).toBe('Fix: Declare it.');
    expect(era?.querySelector('[data-testid="finding-fix"]')).toBeNull();
    const level = era?.querySelector('.finding-level');
    expect(level?.textContent).toBe('VERDICT');
    expect(level?.className).toContain('finding-level--verdict');
    expect(level?.getAttribute('title')).toMatch(/verdict on the whole exchange/);
    expect(era?.querySelector('[data-testid="finding-related"]')).toBeNull();
  });
});
