import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_INPUT } from '../../app/features/playground/model/input';
import { usePlaygroundStore } from '../../app/features/playground/state/playground-store';
import { AppShell } from '../../app/shell/app-shell';
import { useUiStore } from '../../app/state/ui-store';

vi.mock('../../app/editor', () => import('./editor-mock'));

beforeEach(() => {
  localStorage.clear();
  window.location.hash = '';
  // Setup only: every test starts from a fresh page's state; assertions read the DOM.
  usePlaygroundStore.setState({ input: DEFAULT_INPUT, exampleId: null });
  useUiStore.setState({ notice: null, helpOpen: false });
});
afterEach(cleanup);

const response = () => JSON.parse(screen.getByTestId('modern-response').textContent ?? '{}');
const typeHandlerResult = (text: string) =>
  fireEvent.change(
    screen.getByTestId('handler-input').querySelector('textarea') ?? screen.getByTestId('handler-input'),
    { target: { value: text } },
  );

const handlerEditor = () =>
  (screen.getByTestId('handler-input').querySelector('textarea') ??
    screen.getByTestId('handler-input')) as HTMLTextAreaElement;
const handlerText = () => handlerEditor().value;
const setMethod = (method: string) =>
  fireEvent.change(screen.getByTestId('method-input'), { target: { value: method } });

/** Renders the shell as a fresh page load and waits for the lazily loaded playground. */
async function renderApp() {
  render(<AppShell />);
  // The first test in the file also pays for transforming the lazy chunk (setup.ts gives the wait its bound).
  await screen.findByTestId('handler-input');
}

describe('App (Monaco mocked)', () => {
  it('shapes the default input: tools/list with cache hints, 200, steps as annotations', async () => {
    await renderApp();
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
    await waitFor(() => expect(screen.getByTestId('verdict-count').textContent).toBe('pass'));
  });

  it('reports the SHOULD the user opts out of: no serverInfo gives an R-META-1 warning', async () => {
    await renderApp();
    fireEvent.click(screen.getByTestId('serverinfo-toggle'));
    await waitFor(() => expect(screen.getByTestId('findings').textContent).toContain('R-META-1'));
    expect(screen.getByTestId('verdict-card').className).toContain('card-warn');
  });

  it('updates as the user types, and keeps the last good preview on a parse error', async () => {
    await renderApp();
    typeHandlerResult('{:error, -32601, "Method not found", nil}');
    await waitFor(() => expect(screen.getByTestId('http-status').textContent).toBe('404'));
    typeHandlerResult('{:error, -32601, "Method not found", nil');
    await waitFor(() => expect(screen.getByTestId('parse-error').textContent).toMatch(/line 1, column \d+/));
    expect(screen.getAllByTestId('stale-note')).toHaveLength(1);
    expect(screen.getByTestId('response-panel').querySelector('[data-testid="stale-mark"]')).toBeTruthy();
    expect(response()).toMatchObject({ error: { code: -32601 } });
    expect(handlerText()).toBe('{:error, -32601, "Method not found", nil');
  });

  it('shows the checker finding the input forces (input_required with neither part)', async () => {
    await renderApp();
    setMethod('tools/call');
    typeHandlerResult('{:input_required, nil, nil}');
    await waitFor(() => expect(screen.getByTestId('findings').textContent).toContain('R-MRTR-2'));
  });

  it('loads an example from the URL and opens help with ?', async () => {
    window.location.hash = '#example/method-not-found';
    await renderApp();
    await waitFor(() => expect(screen.getByTestId('example-lesson').textContent).toMatch(/404/));
    fireEvent.keyDown(window, { key: '?', shiftKey: true });
    expect(screen.getByTestId('help-overlay').hasAttribute('open')).toBe(true);
    expect(screen.getByTestId('help-overlay').textContent).toContain('Load the next example');
    fireEvent.keyDown(window, { key: 'F1' });
    expect(screen.getByTestId('help-overlay').hasAttribute('open')).toBe(false);
  });
});

describe('echoing the request _meta', () => {
  it('copies the request _meta into the handler result and shows the request-scoped keys stripped', async () => {
    await renderApp();
    setMethod('resources/read');
    typeHandlerResult('{:ok, %{"contents" => []}}');
    fireEvent.click(screen.getByTestId('echo-meta'));
    // The editor shows the store's text once the just-loaded screen has subscribed to it (its effects ran).
    await waitFor(() => expect(handlerText()).toContain('"io.modelcontextprotocol/protocolVersion" => "2026-07-28"'));
    await waitFor(() =>
      expect(response().result._meta).toEqual({
        'io.modelcontextprotocol/serverInfo': { name: 'my-server', version: '1.0.0' },
      }),
    );
    expect(screen.getByTestId('steps').textContent).toMatch(/protocolVersion removed/);
  });
});

describe('the shaping steps summary', () => {
  it("counts the steps it lists (the singular is in shapingStepsLabel's example)", async () => {
    await renderApp();
    setMethod('ping');
    typeHandlerResult('{:ok, %{}}');
    await waitFor(() => expect(screen.getByTestId('steps').querySelectorAll('li')).toHaveLength(3));
    expect(screen.getByTestId('steps').querySelector('summary')?.textContent).toBe('3 shaping steps');
  });
});
