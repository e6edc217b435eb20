import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CatalogList } from '../../../app/features/live/views/catalog-list';
import type { Catalog } from '../../../app/features/live/model/request-draft';
import { useCatalogViewStore } from '../../../app/features/live/state/catalog-view-store';
import { useLiveStore } from '../../../app/features/live/state/live-store';
import { registerCommands } from '../../../app/shell/commands';
import { useGlobalKeys } from '../../../app/shell/global-keys';

afterEach(() => {
  cleanup();
  // The catalog's filter, form and shown schemas live in a store (they survive leaving Live): each test starts clean.
  useCatalogViewStore.setState({ filter: '', form: null, schemasOf: null });
});

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

  it("leaves Ctrl+Enter to the screen's Send, so a tool picked with Enter is sent from the list", () => {
    const onPick = vi.fn();
    const send = vi.fn();
    const unregister = registerCommands([
      { id: 'test.send', label: 'Send the request', keys: ['$mod+Enter'], run: send, group: 'Live' },
    ]);
    function Keys() {
      useGlobalKeys();
      return null;
    }
    render(
      <>
        <Keys />
        <CatalogList catalog={tools(3)} onPick={onPick} />
      </>,
    );
    const list = listOf('Tools');
    fireEvent.keyDown(list, { key: 'Enter' });
    expect(onPick).toHaveBeenCalledTimes(1);
    expect(send).not.toHaveBeenCalled();
    fireEvent.keyDown(list, { key: 'Enter', code: 'Enter', ctrlKey: true });
    expect(send).toHaveBeenCalledTimes(1);
    expect(onPick).toHaveBeenCalledTimes(1);
    unregister();
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

  it('marks one row in the whole catalog as selected: the one the request being built comes from', () => {
    const catalog: Catalog = { ...tools(3), prompts: [{ name: 'summarize' }, { name: 'greet' }] };
    const { setMethod, setParamsText } = useLiveStore.getState().actions;
    setMethod('ping');
    render(<CatalogList catalog={catalog} onPick={() => {}} />);
    const selected = () =>
      [...document.querySelectorAll('[role="option"][aria-selected="true"]')].map((el) =>
        el.getAttribute('data-testid'),
      );
    expect(selected()).toEqual([]);
    act(() => {
      setParamsText('prompts/get', JSON.stringify({ name: 'greet' }));
      setMethod('prompts/get');
    });
    expect(selected()).toEqual(['catalog-prompt:greet']);
    act(() => {
      setParamsText('tools/call', JSON.stringify({ name: 'tool_1', arguments: {} }));
      setMethod('tools/call');
    });
    expect(selected()).toEqual(['catalog-tool_1']);
  });
});
