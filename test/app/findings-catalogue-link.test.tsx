import { cleanup, render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FindingsList } from '../../app/ui/findings-list';
import type { Finding } from '../../src/index';

afterEach(cleanup);

const FINDING: Finding = {
  rule: 'R-CACHE-1',
  level: 'MUST',
  severity: 'error',
  pointer: '/result/ttlMs',
  message: 'ttlMs is missing.',
  spec: { title: 'Caching', url: 'https://modelcontextprotocol.io/specification/2026-07-28/server/utilities/caching' },
  related: ['R-CACHE-2'],
};
// The page the links open: the built app serves public/ as is.
const page = readFileSync(resolve(import.meta.dirname, '../../public/rules.html'), 'utf8');

describe('a finding links its rule id to the rule catalogue', () => {
  it('links the rule id to its entry in the served catalogue, in a new tab, outside the reveal button', () => {
    render(<FindingsList findings={[FINDING]} onReveal={() => undefined} />);
    const link = screen.getByRole('link', { name: 'R-CACHE-1' });
    expect(link.getAttribute('href')).toBe('rules.html#R-CACHE-1');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(link.closest('button')).toBeNull();
    expect(screen.getByRole('button').textContent).not.toContain('R-CACHE-1');
    expect(page).toContain('<tr id="R-CACHE-1">');
  });

  it('links each related rule id too', () => {
    render(<FindingsList findings={[FINDING]} />);
    const related = screen.getByTestId('finding-related').querySelector('a');
    expect(related?.getAttribute('href')).toBe('rules.html#R-CACHE-2');
    expect(page).toContain('<tr id="R-CACHE-2">');
  });
});
