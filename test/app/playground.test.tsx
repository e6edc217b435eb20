import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../app/app';
import { DEFAULT_INPUT } from '../../app/features/playground/model/input';
import { useStore } from '../../app/state/store';

vi.mock('../../app/editor', () => import('./editor-mock'));

beforeEach(() => {
  localStorage.clear();
  window.location.hash = '';
  useStore.setState({ input: DEFAULT_INPUT, exampleId: null, notice: null, helpOpen: false });
});
afterEach(cleanup);

const response = () => JSON.parse(screen.getByTestId('modern-response').textContent ?? '{}');
const typeHandlerResult = (text: string) =>
  fireEvent.change(
    screen.getByTestId('handler-input').querySelector('textarea') ?? screen.getByTestId('handler-input'),
    { target: { value: text } },
  );

describe('App (Monaco mocked)', () => {
  it('shapes the default input: tools/list with cache hints, 200, steps as annotations', async () => {
    render(<App />);
    const SI = { 'io.modelcontextprotocol/serverInfo': { name: 'my-server', version: '1.0.0' } };
    await waitFor(() =>
      expect(response()).toEqual({
        jsonrpc: '2.0',
        id: 1,
        result: { tools: [], resultType: 'complete', ttlMs: 60000, cacheScope: 'private', _meta: SI },
      }),
    );
    expect(screen.getByTestId('http-status').textContent).toBe('200');
    const annotations = JSON.parse(screen.getByTestId('modern-response').getAttribute('data-annotations') ?? '[]') as {
      pointer: string;
      kind: string;
    }[];
    expect(annotations.filter((a) => a.kind === 'added').map((a) => a.pointer)).toEqual([
      '/result/resultType',
      '/result/_meta',
      '/result/_meta/io.modelcontextprotocol~1serverInfo',
      '/result/ttlMs',
      '/result/cacheScope',
    ]);
    await waitFor(() => expect(screen.getByTestId('verdict-count').textContent).toBe('no findings'));
  });

  it('reports the SHOULD the user opts out of: no serverInfo gives an R-META-1 warning', async () => {
    render(<App />);
    fireEvent.click(screen.getByTestId('serverinfo-toggle'));
    await waitFor(() => expect(screen.getByTestId('findings').textContent).toContain('R-META-1'));
    expect(screen.getByTestId('verdict-card').className).toContain('card-warn');
  });

  it('updates as the user types, and keeps the last good preview on a parse error', async () => {
    render(<App />);
    typeHandlerResult('{:error, -32601, "Method not found", nil}');
    await waitFor(() => expect(screen.getByTestId('http-status').textContent).toBe('404'));
    typeHandlerResult('{:error, -32601, "Method not found", nil');
    await waitFor(() => expect(screen.getByTestId('parse-error').textContent).toMatch(/line 1, column \d+/));
    expect(screen.getByTestId('stale-badge')).toBeTruthy();
    expect(response()).toMatchObject({ error: { code: -32601 } });
    expect(useStore.getState().input.text).toBe('{:error, -32601, "Method not found", nil');
  });

  it('shows the checker finding the input forces (input_required with neither part)', async () => {
    render(<App />);
    act(() =>
      useStore.getState().playgroundActions.patchInput({ method: 'tools/call', text: '{:input_required, nil, nil}' }),
    );
    await waitFor(() => expect(screen.getByTestId('findings').textContent).toContain('R-MRTR-2'));
  });

  it('loads an example from the URL and opens help with ?', async () => {
    window.location.hash = '#example/method-not-found';
    render(<App />);
    await waitFor(() => expect(screen.getByTestId('example-lesson').textContent).toMatch(/404/));
    fireEvent.keyDown(window, { key: '?' });
    expect(useStore.getState().helpOpen).toBe(true);
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(useStore.getState().helpOpen).toBe(false);
  });
});

describe('echoing the request _meta', () => {
  it('copies the request _meta into the handler result and shows the request-scoped keys stripped', async () => {
    render(<App />);
    act(() =>
      useStore
        .getState()
        .playgroundActions.patchInput({ method: 'resources/read', text: '{:ok, %{"contents" => []}}' }),
    );
    fireEvent.click(screen.getByTestId('echo-meta'));
    expect(useStore.getState().input.text).toContain('"io.modelcontextprotocol/protocolVersion" => "2026-07-28"');
    await waitFor(() =>
      expect(response().result._meta).toEqual({
        'io.modelcontextprotocol/serverInfo': { name: 'my-server', version: '1.0.0' },
      }),
    );
    expect(screen.getByTestId('steps').textContent).toMatch(/protocolVersion removed/);
  });
});
