import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { scanRecord, scanServer, type ScanReport } from '../../../src';
import { headerLines, readSavedScan } from '../../../app/features/scan/state/scan-store';
import { AreaCards } from '../../../app/features/scan/views/area-cards';
import { ScanProgressBar, ScanVerdictLine } from '../../../app/features/scan/views/scan-summary';
import { startPlantedServer, type PlantedServer } from '../../fixtures/planted/server';

vi.mock('../../../app/editor', () => import('../editor-mock'));

let servers: PlantedServer[] = [];
const reports: Record<string, ScanReport> = {};
beforeAll(async () => {
  for (const mode of ['none', 'tool-order', 'batch-array', 'session-id', 'accept-400-text'] as const) {
    const server = await startPlantedServer(mode, { cors: true });
    servers.push(server);
    // A real scan over the page's fetch, as direct mode sends it (a page cannot send a foreign Origin).
    const fetch = globalThis.fetch.bind(globalThis);
    reports[mode] = await scanServer({ url: server.url, fetch, includeCalls: true, foreignOrigin: null });
  }
});
afterAll(async () => {
  for (const s of servers) await s.close();
  servers = [];
});
afterEach(cleanup);

describe('the report cards', () => {
  it('one card per probed area, its status and counts; a conforming server shows no finding', () => {
    render(<AreaCards report={reports['none']!} selected={null} onOpen={() => undefined} />);
    const probed = reports['none']!.areas.filter((a) => a.probes > 0);
    expect(probed.map((a) => screen.getByTestId(`scan-area-status-${a.area}`).textContent)).toEqual(
      probed.map(() => 'pass'),
    );
    expect(screen.queryAllByTestId('scan-finding')).toEqual([]);
  });

  it('each finding is a button naming its rule, severity and exchange, and opens that exchange', () => {
    const report = reports['tool-order']!;
    const onOpen = vi.fn();
    render(<AreaCards report={report} selected={null} onOpen={onOpen} />);
    const button = screen.getAllByTestId('scan-finding').find((b) => b.getAttribute('data-rule') === 'R-TOOLS-4')!;
    expect(button.getAttribute('data-severity')).toBe('warning');
    const index = Number(button.getAttribute('data-exchange'));
    expect(report.exchanges[index]!.probe).toBe('list:tools/list:2:1');
    fireEvent.click(button);
    expect(onOpen).toHaveBeenCalledWith(index, expect.objectContaining({ rule: 'R-TOOLS-4', exchange: index }));
    expect(screen.getByTestId('scan-area-status-lists').textContent).toBe('warn');
  });

  it('one rule with one message on many exchanges is one line (the library grouping), listing them', () => {
    const report = reports['session-id']!;
    const onOpen = vi.fn();
    render(<AreaCards report={report} selected={null} onOpen={onOpen} />);
    const lines = screen.getAllByTestId('scan-finding').filter((b) => b.getAttribute('data-rule') === 'R-HTTP-7');
    const perCard = report.areas.filter((a) =>
      report.findings.some((f) => f.rule === 'R-HTTP-7' && report.exchanges[f.exchange]!.area === a.area),
    );
    expect(lines).toHaveLength(perCard.length);
    const counts = lines.map((b) => Number(b.getAttribute('data-count')));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(report.findings.length);
    expect(Math.max(...counts)).toBeGreaterThan(1);
    const group = screen.getAllByTestId('scan-finding-group')[0]!;
    const listed = within(group).getAllByTestId('scan-finding-exchange');
    fireEvent.click(listed[1]!);
    const index = Number(listed[1]!.getAttribute('data-exchange'));
    expect(onOpen).toHaveBeenCalledWith(index, expect.objectContaining({ rule: 'R-HTTP-7', exchange: index }));
  });

  it('a MUST shown at a lower severity says why, on its line', () => {
    render(<AreaCards report={reports['accept-400-text']!} selected={null} onOpen={() => undefined} />);
    const line = screen.getAllByTestId('scan-finding').find((b) => b.getAttribute('data-rule') === 'R-HTTP-1')!;
    expect(line.getAttribute('data-severity')).toBe('info');
    expect(within(line).getByTestId('scan-finding-because').textContent).toMatch(
      /^MUST shown as info: a deliberately broken probe/,
    );
  });

  it('a stopped scan counts only the probes it sent, and says how many it did not send', async () => {
    const stop = new AbortController();
    const fetch = globalThis.fetch.bind(globalThis);
    const report = await scanServer({
      url: servers[0]!.url,
      fetch,
      foreignOrigin: null,
      signal: stop.signal,
      onProgress: (p) => (p.done >= 3 ? stop.abort() : undefined),
    });
    const area = report.areas.find((a) => a.skipped > 0 && a.probes > 0) ?? report.areas.find((a) => a.skipped > 0)!;
    const mine = report.exchanges.filter((e) => e.area === area.area);
    expect(area.probes).toBe(mine.filter((e) => e.outcome !== 'skipped').length);
    expect(area.skipped).toBe(mine.length - area.probes);
    render(<AreaCards report={report} selected={null} onOpen={() => undefined} />);
    const counts = within(screen.getByTestId(`scan-area-${area.area}`)).getByText(/probe/).textContent ?? '';
    expect(counts).toContain(`${area.probes} probe`);
    expect(counts).toContain(`${area.skipped} not sent`);
  });

  it('every probe of an area is listed and opens its exchange', () => {
    const report = reports['none']!;
    const onOpen = vi.fn();
    render(<AreaCards report={report} selected={3} onOpen={onOpen} />);
    const card = screen.getByTestId('scan-area-calls');
    const probes = within(card).getAllByTestId('scan-probe');
    expect(probes.map((p) => Number(p.getAttribute('data-exchange')))).toEqual(
      report.exchanges.filter((e) => e.area === 'calls').map((e) => e.index),
    );
    fireEvent.click(probes[1]!);
    expect(onOpen).toHaveBeenCalledWith(Number(probes[1]!.getAttribute('data-exchange')));
  });

  it("each area's probes disclosure is named after its area, not just 'Probes'", () => {
    const report = reports['none']!;
    render(<AreaCards report={report} selected={null} onOpen={() => undefined} />);
    const shown = report.areas.filter((a) => a.probes > 0);
    expect(shown.length).toBeGreaterThan(1);
    for (const area of shown) {
      const summary = within(screen.getByTestId(`scan-area-${area.area}`)).getByText('Probes');
      // A summary is a disclosure button whose name is its aria-label when it has one.
      expect(summary.tagName).toBe('SUMMARY');
      expect(screen.getByLabelText(`Probes of ${area.title}`)).toBe(summary);
    }
  });

  it('the verdict line counts findings, lists the notes and exports', () => {
    const onExport = vi.fn();
    render(<ScanVerdictLine report={reports['batch-array']!} onExport={onExport} />);
    expect(screen.getByTestId('scan-verdict').getAttribute('data-verdict')).toBe('fail');
    expect(screen.getByTestId('scan-verdict').textContent).toMatch(/2 errors, 0 warnings/);
    fireEvent.click(screen.getByTestId('scan-export'));
    expect(onExport).toHaveBeenCalledOnce();
  });

  it('the progress bar shows done of total and the probe that just finished', () => {
    render(
      <ScanProgressBar progress={{ done: 3, total: 9, label: 'tools/list', area: 'lists', outcome: 'answered' }} />,
    );
    expect(screen.getByTestId('scan-progress').textContent).toBe('3 of 9: tools/list');
  });
});

describe('scan exchanges are live records', () => {
  it('keeps request, response, findings and timing; an unanswered probe is a transport verdict', () => {
    const report = reports['tool-order']!;
    const e = report.exchanges.find((x) => x.probe === 'list:tools/list:2:1')!;
    expect(e).toMatchObject({
      id: `scan-${e.index}`,
      source: 'direct',
      rpcMethod: 'tools/list',
      request: { method: 'POST' },
      response: { status: 200, statusText: '' },
      verdict: 'warn',
    });
    expect(e.findings.map((f) => f.rule)).toEqual(['R-TOOLS-4']);
    const lost = scanRecord(
      {
        probe: e.probe,
        label: e.label,
        area: e.area,
        tag: e.tag,
        outcome: 'timeout',
        error: 'no complete answer within 5 ms',
        request: { url: e.request.url, method: e.rpcMethod, headers: e.request.headers, body: e.request.body },
        response: null,
        timing: { startedAt: 0, totalMs: 5 },
      },
      { index: e.index, findings: [], source: 'relay' },
    );
    expect(lost).toMatchObject({
      source: 'relay',
      verdict: 'transport',
      error: { code: 'timeout', message: 'no complete answer within 5 ms' },
    });
  });
});

describe('scan settings', () => {
  it('reads saved settings defensively', () => {
    expect(readSavedScan({ url: 'http://x/mcp', includeCalls: true, mode: 'relay', headers: 'A: b' })).toEqual({
      url: 'http://x/mcp',
      includeCalls: true,
      mode: 'relay',
      headers: 'A: b',
      // Headers saved before they had an origin belong to the URL saved with them.
      headersOrigin: 'http://x',
    });
    expect(readSavedScan({ url: 3, includeCalls: 'yes', mode: 'fast', headersOrigin: 'http://y:1' })).toEqual({
      url: '',
      includeCalls: false,
      mode: 'auto',
      headers: '',
      headersOrigin: 'http://y:1',
    });
    expect(readSavedScan('nope')).toBeNull();
  });

  it('reads header lines, skipping blank and malformed ones', () => {
    expect(headerLines('Authorization: Bearer x\n\nnonsense\n X-Tenant :  blue \nbad name: 1')).toEqual({
      Authorization: 'Bearer x',
      'X-Tenant': 'blue',
    });
  });
});
