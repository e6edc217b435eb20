import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppShell } from '../../../app/shell/app-shell';
import { useUiStore } from '../../../app/state/ui-store';
import { solutionText, startText } from '../../../app/features/learn/model/engine';
import { judgeRecorded } from '../../../app/features/learn/model/live/demo-client';
import { STEPS, stepById } from '../../../app/features/learn/model/steps';
import { LEARN_STORAGE_KEY, useLearnStore } from '../../../app/features/learn/state/learn-store';
import { ExchangeView } from '../../../app/exchange/views/exchange-view';
import { recordOfLive } from '../../../app/features/learn/model/live/record-of-live';
import type { LocalExercise } from '../../../app/features/learn/model/types';

vi.mock('../../../app/editor', () => import('../editor-mock'));
// The first page load of a run compiles the lazy page; on a shared machine that can pass 5 s.
vi.setConfig({ testTimeout: 20_000 });

// React reports a misused hook (an effect returning a promise, a key clash) through console.error.
let consoleErrors: unknown[][] = [];
beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void consoleErrors.push(args));
  localStorage.clear();
  window.location.hash = '';
  // Setup only: every test starts from a fresh page's state; assertions read the DOM.
  useLearnStore.setState({ completed: [], drafts: {}, lastStep: null });
  useUiStore.setState({ notice: null, helpOpen: false });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  expect(consoleErrors.map((args) => String(args[0]))).toEqual([]);
});

/** Renders the shell as a fresh page load at `hash` and waits for the lazily loaded page. */
async function open(hash: string, page = hash === '#/learn' ? 'learn-overview' : 'learn-step') {
  window.location.hash = hash;
  render(<AppShell />);
  // The first lazy import of a run compiles the page (setup.ts gives the wait its bound).
  await screen.findByTestId(page);
}

const exerciseOf = (id: string) => stepById(id)!.exercise as LocalExercise;
const answer = () => screen.getByTestId('answer') as HTMLTextAreaElement;
const type = (text: string) => fireEvent.change(answer(), { target: { value: text } });
const feedback = () => screen.getByTestId('feedback');
const keys = (target: Element | Window, key: string) =>
  fireEvent.keyDown(target, { key, code: key, altKey: true, shiftKey: true });

describe('the overview', () => {
  it('links every step by its own URL, shows progress, and offers the cheat sheet', async () => {
    await open('#/learn');
    const links = within(screen.getByTestId('step-list')).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(STEPS.map((s) => `#/learn/${s.id}`));
    expect(screen.getByTestId('progress').textContent).toContain(`0 of ${STEPS.length}`);
    expect(screen.getByTestId('continue-link').getAttribute('href')).toBe(`#/learn/${STEPS[0]!.id}`);
    expect(screen.getByTestId('cheat-sheet-link').getAttribute('href')).toBe('#/learn/cheat-sheet');
  });

  it('marks passed steps, continues where the learner was, and resets after a confirmation', async () => {
    useLearnStore.setState({ completed: ['two-eras'], lastStep: 'envelope' });
    await open('#/learn');
    expect(screen.getByTestId('step-list').querySelector('[data-step="two-eras"]')?.textContent).toContain('done');
    expect(screen.getByTestId('continue-link').getAttribute('href')).toBe('#/learn/envelope');
    fireEvent.click(screen.getByTestId('reset-progress'));
    fireEvent.click(screen.getByTestId('reset-progress-confirm'));
    expect(screen.getByTestId('progress-done').textContent).toBe('0');
  });

  it('an unknown step opens the overview with a notice', async () => {
    await open('#/learn/no-such-step', 'learn-overview');
    await waitFor(() =>
      expect(screen.getByTestId('notice').textContent).toContain('no Learn step named "no-such-step"'),
    );
    expect(screen.getByTestId('learn-overview')).toBeTruthy();
  });
});

describe('the cheat sheet', () => {
  it('has one row per change, legacy against modern, each linking the step that teaches it', async () => {
    await open('#/learn/cheat-sheet', 'cheat-sheet');
    const rows = screen.getByTestId('cheat-sheet').querySelectorAll('tbody tr');
    expect(rows.length).toBe(28);
    expect(screen.getByTestId('cheat-sheet').querySelector('tr[data-change="m7"]')?.textContent).toContain('reading');
    for (const row of rows) {
      const step = row.querySelector('a[href^="#/learn/"]')?.getAttribute('href')?.slice('#/learn/'.length);
      expect(stepById(step ?? ''), row.textContent ?? '').toBeDefined();
    }
    expect(rows[0]?.textContent).toContain('Mcp-Session-Id');
  });
});

describe('a step with a response exercise (result-type)', () => {
  it('explains, links the spec section, and shows the library’s legacy and modern responses with the difference', async () => {
    await open('#/learn/result-type');
    expect(document.getElementById('learn-step-title')?.textContent).toBe('resultType on every result');
    expect(screen.getByTestId('explanation').textContent).toContain('resultType');
    const spec = within(screen.getByTestId('explanation')).getAllByRole('link')[0]!;
    expect(spec.getAttribute('href')).toBe('https://modelcontextprotocol.io/specification/2026-07-28/basic#resulttype');
    const modern = screen.getByTestId('result-type-example-0-modern');
    expect(JSON.parse(modern.textContent ?? '').result.resultType).toBe('complete');
    expect(
      JSON.parse(screen.getByTestId('result-type-example-0-legacy').textContent ?? '').result.resultType,
    ).toBeUndefined();
    expect(JSON.parse(modern.getAttribute('data-annotations') ?? '[]')).toContainEqual({
      pointer: '/result/resultType',
      kind: 'added',
    });
    expect(screen.getByTestId('result-type-example-0-differences').textContent).toContain('/result/resultType');
  });

  it('starts from the legacy response, fails it with the rule, passes the fix, and remembers it', async () => {
    await open('#/learn/result-type');
    expect(answer().value).toBe(startText(exerciseOf('result-type')));
    await waitFor(() => expect(feedback().dataset['state']).toBe('failed'));
    expect(screen.getByTestId('problems').textContent).toContain('R-RESULT-TYPE-1');
    expect(JSON.parse(answer().getAttribute('data-diagnostics') ?? '[]')[0]).toMatchObject({ rule: 'R-RESULT-TYPE-1' });
    type(stepById('result-type')!.wrong.text);
    await waitFor(() => expect(screen.getByTestId('problems').textContent).toContain('R-RESULT-TYPE-2'));
    type(solutionText(exerciseOf('result-type')));
    await waitFor(() => expect(feedback().dataset['state']).toBe('passed'));
    expect(screen.getByTestId('step-done')).toBeTruthy();
    expect(screen.getByTestId('progress-done').textContent).toBe('1');
    const saved = JSON.parse(localStorage.getItem(LEARN_STORAGE_KEY) ?? '{}');
    expect(saved.state.completed).toEqual(['result-type']);
    expect(saved.state.drafts['result-type']).toBe(solutionText(exerciseOf('result-type')));
  });

  it('gives a hint, resets to the start, and shows the solution behind a click', async () => {
    await open('#/learn/result-type');
    expect(screen.queryByTestId('hint')).toBeNull();
    fireEvent.click(screen.getByTestId('hint-button'));
    expect(screen.getByTestId('hint').textContent).toBe(exerciseOf('result-type').hint);
    type('{}');
    fireEvent.click(screen.getByTestId('reset-button'));
    expect(answer().value).toBe(startText(exerciseOf('result-type')));
    expect(screen.queryByTestId('solution')).toBeNull();
    fireEvent.click(screen.getByTestId('solution-button'));
    expect(screen.getByTestId('solution').querySelector('pre')?.textContent).toBe(
      solutionText(exerciseOf('result-type')),
    );
    fireEvent.click(screen.getByTestId('use-solution'));
    await waitFor(() => expect(feedback().dataset['state']).toBe('passed'));
  });
});

describe('a step with a handler exercise (two-eras)', () => {
  it('shapes the answer on every edit and marks the checker’s findings on the shaped response', async () => {
    await open('#/learn/two-eras');
    type(stepById('two-eras')!.wrong.text);
    await waitFor(() => expect(screen.getByTestId('problems').textContent).toContain('R-TOOLS-2'));
    const response = screen.getByTestId('answer-response');
    expect(JSON.parse(response.textContent ?? '').result.tools[1].name).toBe('get_time');
    expect(JSON.parse(response.getAttribute('data-diagnostics') ?? '[]')).toContainEqual(
      expect.objectContaining({ rule: 'R-TOOLS-2', pointer: '/result/tools/1/inputSchema/type' }),
    );
  });

  it('places a syntax error at its line and column in the answer', async () => {
    await open('#/learn/two-eras');
    type('{:ok,\n %{"tools" => [}');
    await waitFor(() => expect(screen.getByTestId('problems').querySelector('[data-source="input"]')).toBeTruthy());
    const [marker] = JSON.parse(answer().getAttribute('data-diagnostics') ?? '[]');
    expect(marker).toMatchObject({ severity: 'error', position: { line: 2 } });
  });
});

describe('keyboard', () => {
  it('Alt+Shift+→ and ← move between steps, from the page and from inside an editor; Alt+Shift+H toggles the hint', async () => {
    await open('#/learn/result-type');
    keys(window, 'ArrowRight');
    expect(window.location.hash).toBe('#/learn/envelope');
    await screen.findByText('No handshake: every request carries its own envelope');
    keys(window, 'ArrowLeft');
    expect(window.location.hash).toBe('#/learn/result-type');
    await screen.findByText('resultType on every result');
    keys(window, 'KeyH');
    expect(screen.getByTestId('hint')).toBeTruthy();
    keys(answer(), 'ArrowLeft');
    expect(window.location.hash).toBe('#/learn/two-eras');
  });

  it('lists the Learn keys in help', async () => {
    await open('#/learn/result-type');
    fireEvent.keyDown(window, { key: 'F1' });
    const help = screen.getByTestId('help-overlay').textContent ?? '';
    expect(help).toContain('Next step');
    expect(help).toContain('Show or hide the hint of this step');
  });
});

describe('live steps without the demo server', () => {
  it('say clearly that the demo server is not reachable and still show the task', async () => {
    await open('#/learn/envelope');
    await waitFor(() =>
      expect(screen.getByTestId('demo-unreachable').textContent).toContain('Demo server not reachable'),
    );
    expect(screen.getByTestId('try-it-unavailable').textContent).toContain(stepById('envelope')!.exercise.task);
    expect(screen.getByTestId('demo-retry')).toBeTruthy();
    expect(screen.getByTestId('demo-unreachable').textContent).toContain('Start the inspector with npm start,');
  });

  it('name the command the inspector was started with (the package)', async () => {
    const meta = document.createElement('meta');
    meta.name = 'mcp-inspector-launch';
    meta.content = 'npx mcp-shape-inspector';
    document.head.append(meta);
    try {
      await open('#/learn/envelope');
      await waitFor(() =>
        expect(screen.getByTestId('demo-unreachable').textContent).toContain(
          'Start the inspector with npx mcp-shape-inspector,',
        ),
      );
    } finally {
      meta.remove();
    }
  });
});

describe('server text is shown as text', () => {
  it('renders markup from a response as characters, never as elements', () => {
    const hostile = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>';
    const exchange = judgeRecorded({
      request: { url: '/demo/mcp', method: 'tools/list', id: 1, headers: { 'Mcp-Method': hostile }, body: '{}' },
      response: {
        status: 200,
        headers: { 'content-type': 'application/json', 'x-note': hostile },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, error: { code: -32603, message: hostile } }),
      },
      timing: { startedAt: 0, headersMs: 0, totalMs: 0 },
      aborted: false,
    });
    act(() => {
      render(
        <ExchangeView label={hostile} note={hostile} record={recordOfLive(exchange, 'x')} revealSecrets plainText />,
      );
    });
    const view = screen.getByRole('region', { name: hostile });
    expect(view.querySelector('img, script')).toBeNull();
    expect(view.textContent).toContain(hostile);
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });
});
