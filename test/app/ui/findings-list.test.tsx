import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findingLocation } from '../../../app/ui/finding-location';
import { FindingsList } from '../../../app/ui/findings-list';
import type { Finding } from '../../../src/index';

afterEach(cleanup);

const CACHE: Finding = {
  rule: 'R-CACHE-1',
  level: 'MUST',
  severity: 'error',
  pointer: '/result/ttlMs',
  message: 'ttlMs is a string; a cacheable result carries a number.',
  expected: 'a non-negative integer',
  actual: '"soon"',
  spec: { title: 'Caching', url: 'https://modelcontextprotocol.io/specification/2026-07-28/basic/caching' },
};
const META: Finding = {
  rule: 'R-META-1',
  level: 'SHOULD',
  severity: 'warning',
  pointer: '',
  message: 'No serverInfo <img src=x onerror=alert(1)>',
  spec: { title: 'Metadata', url: 'https://modelcontextprotocol.io/specification/2026-07-28/basic/meta' },
  frame: 0,
};

describe('FindingsList', () => {
  it('shows rule, level, location, message, expected vs actual and the spec link of each finding', () => {
    render(<FindingsList findings={[CACHE, META]} />);
    const items = screen.getByTestId('findings').querySelectorAll('li');
    expect([...items].map((li) => [li.dataset['rule'], li.dataset['severity']])).toEqual([
      ['R-CACHE-1', 'error'],
      ['R-META-1', 'warning'],
    ]);
    const first = items[0];
    expect(first?.querySelector('.finding-level')?.textContent).toBe('MUST');
    expect(first?.querySelector('.finding-location')?.textContent).toBe('/result/ttlMs');
    expect(first?.querySelector('.finding-values')?.textContent).toBe(
      'Expected' + 'a non-negative integer' + 'Actual' + '"soon"',
    );
    const link = first?.querySelector('a.finding-spec');
    expect(link?.getAttribute('href')).toBe(CACHE.spec.url);
    expect(link?.getAttribute('rel')).toContain('noopener');
    expect(items[1]?.querySelector('.finding-values')).toBeNull();
  });

  it('shows server text as text', () => {
    render(<FindingsList findings={[META]} />);
    expect(screen.getByTestId('findings').querySelector('img')).toBeNull();
    expect(screen.getByText(/No serverInfo/).textContent).toBe('No serverInfo <img src=x onerror=alert(1)>');
  });

  it('reveals a finding on click, and on Enter through a real button', () => {
    const onReveal = vi.fn();
    render(<FindingsList findings={[CACHE, META]} onReveal={onReveal} />);
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(2);
    fireEvent.click(buttons[1] as HTMLElement);
    expect(onReveal).toHaveBeenLastCalledWith(META);
    // A <button> turns Enter and Space into a click; checking the element is one is what matters here.
    expect(buttons[0]?.tagName).toBe('BUTTON');
    expect(buttons[0]?.getAttribute('type')).toBe('button');
  });

  it('says why a finding is shown below its level ("MUST shown as warning: transport refusal"), and only then', () => {
    const lowered: Finding = { ...CACHE, severity: 'warning', because: 'transport refusal' };
    render(<FindingsList findings={[lowered, CACHE]} />);
    const items = screen.getByTestId('findings').querySelectorAll('li');
    expect(items[0]?.querySelector('.finding-because')?.textContent).toBe('MUST shown as warning: transport refusal.');
    expect(items[1]?.querySelector('.finding-because')).toBeNull();
  });

  it('has no buttons without onReveal', () => {
    render(<FindingsList findings={[CACHE]} />);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});

describe('findingLocation', () => {
  it('names the response for the empty pointer, and counts SSE frames from 1', () => {
    expect(findingLocation({ pointer: '' })).toBe('(response)');
    expect(findingLocation({ pointer: '/id', frame: 0 })).toBe('/id in SSE frame 1');
  });
});
