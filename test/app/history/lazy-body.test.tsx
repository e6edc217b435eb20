import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LAZY_BODY_CHARS, LazyBody } from '../../../app/exchange/views/lazy-body';

vi.mock('../../../app/editor', () => import('../editor-mock'));

const props = (value: string) => ({
  modelUri: 'inmemory://test/body.json',
  value,
  language: 'json' as const,
  readOnly: true,
  ariaLabel: 'Response body',
  testId: 'body',
  theme: 'light' as const,
});

describe('the response body of a large answer', () => {
  it('is laid out after a first paint that says so; a small one at once', async () => {
    const { unmount } = render(<LazyBody {...props('x'.repeat(LAZY_BODY_CHARS + 1))} />);
    expect(screen.getByTestId('lazy-body-pending').textContent).toContain('262,145 characters');
    expect(screen.queryByTestId('body')).toBeNull();
    expect(await screen.findByTestId('body')).toBeTruthy();
    unmount();
    render(<LazyBody {...props('{}')} />);
    expect(screen.getByTestId('body')).toBeTruthy();
  });
});
