import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CatalogList } from '../../../app/features/live/views/catalog-list';
import type { Catalog } from '../../../app/features/live/model/request-draft';

afterEach(cleanup);

const tools = (count: number): Catalog => ({
  tools: Array.from({ length: count }, (_, i) => ({
    name: `tool_${i}`,
    description: `Tool ${i}`,
    inputSchema: { type: 'object', properties: { n: { type: 'integer' } } },
  })),
});

const listOf = (title: string) => screen.getByTestId(`catalog-rows-${title}`);
const activeRow = (list: HTMLElement) => {
  const id = list.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)?.getAttribute('data-testid') : null;
};

describe('CatalogList', () => {
  it('lays out only the rows around the view of a 100,000-tool list, and the filter searches all', () => {
    render(<CatalogList catalog={tools(100_000)} onPick={() => {}} />);
    const list = listOf('Tools');
    expect(list.getAttribute('data-count')).toBe('100000');
    expect(list.querySelectorAll('[role="option"]').length).toBeLessThan(50);
    fireEvent.change(screen.getByTestId('catalog-filter'), { target: { value: 'TOOL_9999' } });
    expect(listOf('Tools').getAttribute('data-count')).toBe('11');
  });

  it('is one Tab stop: arrows, End and Home move the active row, Enter picks it, → shows its schemas', () => {
    const onPick = vi.fn();
    render(<CatalogList catalog={tools(1_000)} onPick={onPick} />);
    const list = listOf('Tools');
    expect(list.tabIndex).toBe(0);
    expect(list.querySelectorAll('[tabindex="0"], button:not([tabindex="-1"])').length).toBe(0);
    fireEvent.keyDown(list, { key: 'ArrowDown' });
    fireEvent.keyDown(list, { key: 'ArrowDown' });
    expect(activeRow(list)).toBe('catalog-tool_2');
    fireEvent.keyDown(list, { key: 'End' });
    expect(activeRow(list)).toBe('catalog-tool_999');
    fireEvent.keyDown(list, { key: 'Enter' });
    expect(onPick).toHaveBeenLastCalledWith('tools/call', JSON.stringify({ name: 'tool_999', arguments: {} }, null, 2));
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(screen.getByTestId('schemas-tool_999').textContent).toContain('"integer"');
    fireEvent.keyDown(list, { key: 'ArrowLeft' });
    expect(screen.queryByTestId('schemas-tool_999')).toBeNull();
    fireEvent.keyDown(list, { key: 'Home' });
    expect(activeRow(list)).toBe('catalog-tool_0');
  });

  it('a click picks a row, and its "schemas" shows the schemas without picking', () => {
    const onPick = vi.fn();
    render(<CatalogList catalog={tools(3)} onPick={onPick} />);
    fireEvent.click(screen.getByTestId('schemas-toggle-tool_1'));
    expect(onPick).not.toHaveBeenCalled();
    expect(screen.getByTestId('schemas-tool_1')).toBeTruthy();
    fireEvent.click(screen.getByTestId('catalog-tool_2'));
    expect(onPick).toHaveBeenCalledWith('tools/call', expect.stringContaining('"tool_2"'));
  });
});
