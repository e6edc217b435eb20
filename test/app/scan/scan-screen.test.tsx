import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppShell } from '../../../app/shell/app-shell';
import { useScanStore } from '../../../app/features/scan/state/scan-store';
import { startPlantedServer, type PlantedServer } from '../../fixtures/planted/server';

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
beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void consoleErrors.push(args));
  localStorage.clear();
  useScanStore.setState({ url: '', includeCalls: false, mode: 'auto', headers: '' });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.location.hash = '';
  expect(consoleErrors.map((args) => String(args[0]))).toEqual([]);
});

async function open(hash: string) {
  window.location.hash = hash;
  render(<AppShell />);
  await screen.findByTestId('scan-screen');
}

describe('the Scan screen (straight from the page: no relay here)', () => {
  it('#/scan?url= scans at once, shows the verdict and cards, and a finding opens its exchange', async () => {
    await open(`#/scan?url=${encodeURIComponent(divergent.url)}`);
    await screen.findByTestId('scan-verdict', {}, { timeout: 10_000 });
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
    await screen.findByTestId('scan-verdict', {}, { timeout: 10_000 });
    expect(screen.getByTestId('scan-verdict').getAttribute('data-verdict')).toBe('pass');
    expect(screen.getByTestId('scan-area-status-calls').textContent).toBe('pass');
    expect(JSON.parse(localStorage.getItem('shape-inspector:scan')!).state).toMatchObject({
      url: conforming.url,
      includeCalls: true,
    });
  });

  it('saves header names but not credential values', async () => {
    await open('#/scan');
    useScanStore.getState().actions.setHeaders('Authorization: Bearer s3cret\nX-Tenant: blue');
    expect(JSON.parse(localStorage.getItem('shape-inspector:scan')!).state.headers).toBe(
      'Authorization: \nX-Tenant: blue',
    );
  });
});
