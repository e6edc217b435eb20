import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { AppShell } from '../../../app/shell/app-shell';
import { useScanStore } from '../../../app/features/scan/state/scan-store';
import { useScanRunStore } from '../../../app/features/scan/state/scan-run-store';
import { startPlantedServer, type PlantedServer } from '../../fixtures/planted/server';
import { TOOLS } from '../../fixtures/planted/surface';

vi.mock('../../../app/editor', () => import('../editor-mock'));

let conforming: PlantedServer;
let divergent: PlantedServer;
beforeAll(async () => {
  conforming = await startPlantedServer('none', { cors: true });
  divergent = await startPlantedServer('bad-cache-scope', { cors: true });
});
afterAll(async () => {
  await conforming?.close();
  await divergent?.close();
});

let consoleErrors: unknown[][] = [];
let fetchSpy: MockInstance<typeof fetch>;
beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void consoleErrors.push(args));
  localStorage.clear();
  useScanStore.setState({
    url: '',
    includeCalls: false,
    mode: 'auto',
    headers: '',
    headersOrigin: '',
    linkedUrl: null,
  });
  useScanRunStore.setState({ running: false, progress: null, report: null, failure: null, selected: null });
  fetchSpy = vi.spyOn(window, 'fetch');
});
afterEach(() => {
  // The scan belongs to its store, not the screen: a test's scan must not run into the next one.
  useScanRunStore.getState().actions.stop();
  cleanup();
  vi.restoreAllMocks();
  window.location.hash = '';
  expect(consoleErrors.map((args) => String(args[0]))).toEqual([]);
});

async function open(hash: string) {
  window.location.hash = hash;
  render(<AppShell />);
  // The screen is a lazy chunk: a loaded machine may take a while to bring it.
  await screen.findByTestId('scan-screen');
}

describe('the Scan screen (straight from the page: no relay here)', () => {
  it('#/scan?url= only fills in the URL; Scan scans, shows the verdict and cards, and a finding opens its exchange', async () => {
    await open(`#/scan?url=${encodeURIComponent(divergent.url)}`);
    await waitFor(() => expect((screen.getByTestId('scan-url') as HTMLInputElement).value).toBe(divergent.url));
    expect(screen.queryByTestId('scan-progress')).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('scan-start'));
    await screen.findByTestId('scan-verdict');
    expect(fetchSpy.mock.calls.map(([url]) => String(url))).toContain(divergent.url);
    expect(screen.getByTestId('scan-verdict').getAttribute('data-verdict')).toBe('fail');
    expect((screen.getByTestId('scan-url') as HTMLInputElement).value).toBe(divergent.url);
    expect(screen.getByTestId('scan-notes').textContent).toMatch(/R-ORIGIN-1 was not probed/);
    const finding = screen.getAllByTestId('scan-finding').find((b) => b.getAttribute('data-rule') === 'R-CACHE-3')!;
    fireEvent.click(finding);
    const panel = screen.getByTestId('scan-exchange');
    expect(panel.getAttribute('data-exchange-index')).toBe(finding.getAttribute('data-exchange'));
    await waitFor(() => expect(panel.querySelector('[data-exchange-settled="true"]')).not.toBeNull());
    expect(panel.querySelector('[data-rule="R-CACHE-3"]')).not.toBeNull();
  });

  it('scans the URL typed in, with tool calls when ticked, and shows the progress while it runs', async () => {
    await open('#/scan');
    fireEvent.change(screen.getByTestId('scan-url'), { target: { value: conforming.url } });
    fireEvent.click(screen.getByTestId('scan-include-calls'));
    fireEvent.click(screen.getByTestId('scan-start'));
    expect(await screen.findByTestId('scan-progress')).toBeTruthy();
    await screen.findByTestId('scan-verdict');
    expect(screen.getByTestId('scan-verdict').getAttribute('data-verdict')).toBe('pass');
    expect(screen.getByTestId('scan-area-status-calls').textContent).toBe('pass');
    expect(JSON.parse(localStorage.getItem('shape-inspector:scan')!).state).toMatchObject({
      url: conforming.url,
      includeCalls: true,
    });
  });

  it('calling every tool of a server a link named needs a confirmation naming it; without it no tool runs', async () => {
    useScanStore.setState({ includeCalls: true });
    await open(`#/scan?url=${encodeURIComponent(conforming.url)}`);
    await waitFor(() => expect((screen.getByTestId('scan-url') as HTMLInputElement).value).toBe(conforming.url));
    fireEvent.click(screen.getByTestId('scan-start'));
    const confirm = screen.getByTestId('scan-confirm');
    expect(confirm.textContent).toContain(conforming.url);
    expect(screen.getByTestId('scan-confirm-calls').textContent).toBe(
      `Call every tool of ${new URL(conforming.url).origin}`,
    );
    expect(fetchSpy).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('scan-without-calls'));
    await screen.findByTestId('scan-verdict');
    expect(useScanRunStore.getState().report?.includeCalls).toBe(false);
    // The calls area's probes call each listed tool by name; none of them went out.
    const called = fetchSpy.mock.calls
      .map(([, init]) => JSON.parse(String(init?.body)) as { method: string; params?: { name?: string } })
      .filter((m) => m.method === 'tools/call')
      .map((m) => m.params?.name);
    const listed = TOOLS.map((t) => t.name);
    expect(called.filter((name) => listed.includes(name ?? ''))).toEqual([]);
  });

  it('sends saved headers only to the origin they were entered for', async () => {
    await open('#/scan');
    fireEvent.change(screen.getByTestId('scan-url'), { target: { value: conforming.url } });
    useScanStore.getState().actions.setHeaders('X-Tenant: blue');
    fireEvent.change(screen.getByTestId('scan-url'), { target: { value: divergent.url } });
    expect(screen.getByTestId('scan-headers-other-origin').textContent).toContain(new URL(conforming.url).origin);
    fireEvent.click(screen.getByTestId('scan-start'));
    await screen.findByTestId('scan-verdict');
    const sent = fetchSpy.mock.calls.map(([, init]) => new Headers(init?.headers).get('x-tenant'));
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.every((value) => value === null)).toBe(true);
  });

  it('Stop ends every request the scan has open, and the partial report is shown', async () => {
    const signals: AbortSignal[] = [];
    // A server that takes every request in and answers none until the request is let go.
    fetchSpy.mockImplementation((_url, init) => {
      signals.push(init!.signal!);
      return new Promise((_, reject) =>
        init!.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    });
    await open('#/scan');
    fireEvent.change(screen.getByTestId('scan-url'), { target: { value: conforming.url } });
    fireEvent.click(screen.getByTestId('scan-start'));
    await waitFor(() => expect(signals.length).toBeGreaterThan(0));
    fireEvent.click(screen.getByTestId('scan-stop'));
    await screen.findByTestId('scan-verdict');
    expect(signals.every((signal) => signal.aborted)).toBe(true);
    expect(useScanRunStore.getState().running).toBe(false);
  });

  it('keeps scanning while another screen shows, and the report is there on return', async () => {
    await open('#/scan');
    fireEvent.change(screen.getByTestId('scan-url'), { target: { value: conforming.url } });
    fireEvent.click(screen.getByTestId('scan-start'));
    expect(await screen.findByTestId('scan-progress')).toBeTruthy();
    window.location.hash = '#/tap';
    await screen.findByTestId('tap-screen');
    await waitFor(() => expect(useScanRunStore.getState().report).not.toBeNull());
    window.location.hash = '#/scan';
    expect((await screen.findByTestId('scan-verdict')).getAttribute('data-verdict')).toBe('pass');
  });

  it('saves header names but not credential values', async () => {
    await open('#/scan');
    useScanStore.getState().actions.setHeaders('Authorization: Bearer s3cret\nX-Tenant: blue');
    expect(JSON.parse(localStorage.getItem('shape-inspector:scan')!).state.headers).toBe(
      'Authorization: \nX-Tenant: blue',
    );
  });
});
