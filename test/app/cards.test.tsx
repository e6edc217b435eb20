import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CacheCard } from '../../app/features/playground/cache-card';
import { computePreview, type PreviewOk } from '../../app/features/playground/model/compute-preview';
import { DEFAULT_INPUT } from '../../app/features/playground/model/input';
import { computeVerdict } from '../../app/features/playground/model/verdict';
import { ResponsePanel } from '../../app/features/playground/response-panel';
import { StatusCard } from '../../app/features/playground/status-card';
import { VerdictCard } from '../../app/features/playground/verdict-card';
import { findingDiagnostics } from '../../app/editor';
import { explainModern, type HandlerResult, type ToResponseOptions } from '../../src/index';

vi.mock('../../app/editor', () => import('./editor-mock'));
afterEach(cleanup);
const explain = (method: string, result: HandlerResult, options?: ToResponseOptions) =>
  explainModern(1, method, result, options);

describe('StatusCard', () => {
  it.each<[string, HandlerResult, string, RegExp]>([
    ['result', { kind: 'ok', result: {} }, '200', /Every result/],
    ['-32020', { kind: 'error', code: -32020, message: 'm' }, '400', /HeaderMismatch/],
    ['-32022', { kind: 'error', code: -32022, message: 'm' }, '400', /UnsupportedProtocolVersion/],
    ['-32601', { kind: 'error', code: -32601, message: 'm' }, '404', /method not found/],
    ['-32602', { kind: 'error', code: -32602, message: 'm' }, '200', /in-band/],
  ])('%s', (_name, result, status, reason) => {
    render(<StatusCard modern={explain('tools/call', result)} />);
    expect(screen.getByTestId('http-status').textContent).toBe(status);
    expect(screen.getByTestId('status-card').textContent).toMatch(reason);
  });
});

describe('CacheCard', () => {
  const now = Date.UTC(2026, 10, 30, 12, 0, 0);
  it('shows the default hints, their source and a fresh-until time', () => {
    const modern = explain('tools/list', { kind: 'ok', result: { tools: [] } });
    render(<CacheCard cache={modern.cache} handlerResult={{ kind: 'ok', result: { tools: [] } }} now={now} />);
    expect(screen.getByTestId('cache-ttl').textContent).toBe('60000');
    expect(screen.getByTestId('cache-scope').textContent).toBe('private');
    expect(screen.getByTestId('cache-source').textContent).toBe('built-in default');
    expect(screen.getByTestId('cache-fresh').textContent).toBe(
      `in 1 minute (${new Date(now + 60000).toLocaleTimeString()}), if fetched now`,
    );
  });
  it('names the override as the source', () => {
    const modern = explain('resources/read', { kind: 'ok', result: {} }, { cache: { ttlMs: 0, scope: 'public' } });
    render(<CacheCard cache={modern.cache} handlerResult={{ kind: 'ok', result: {} }} now={now} />);
    expect(screen.getByTestId('cache-source').textContent).toBe('per-response override');
    expect(screen.getByTestId('cache-ttl').textContent).toBe('0');
  });
  it('shows the handler values it replaced (D2)', () => {
    const handler: HandlerResult = { kind: 'ok', result: { tools: [], ttlMs: 1, cacheScope: 'public' } };
    render(<CacheCard cache={explain('tools/list', handler).cache} handlerResult={handler} now={now} />);
    expect(screen.getByTestId('cache-replaced').textContent).toContain('ttlMs: 1, cacheScope: "public"');
  });
  it.each<[string, string, HandlerResult, RegExp]>([
    ['input_required', 'resources/read', { kind: 'input_required', requestState: 's' }, /interim/],
    ['task', 'tools/call', { kind: 'task', task: { taskId: 't' } }, /task/],
    ['non-cacheable method', 'tools/call', { kind: 'ok', result: {} }, /not one of the six/],
    ['error', 'tools/list', { kind: 'error', code: -32603, message: 'm' }, /legacy shape/],
  ])('says why there are no hints: %s', (_name, method, result, why) => {
    render(<CacheCard cache={explain(method, result).cache} handlerResult={result} now={now} />);
    expect(screen.getByTestId('cache-none').textContent).toMatch(why);
  });
});

describe('VerdictCard', () => {
  const judge = (input = DEFAULT_INPUT) => {
    const preview = computePreview(input) as PreviewOk;
    return { preview, verdict: computeVerdict(input, preview) };
  };

  it('says the response conforms when the checker found nothing', () => {
    render(<VerdictCard verdict={judge().verdict} />);
    expect(screen.getByTestId('verdict-count').textContent).toBe('pass');
    expect(screen.getByTestId('verdict-card').className).toContain('card-good');
  });

  it('lists each finding with data-rule and data-severity, and jumps to it in the response editor', () => {
    const input = { ...DEFAULT_INPUT, serverInfo: { ...DEFAULT_INPUT.serverInfo, enabled: false } };
    const { preview, verdict } = judge(input);
    expect(verdict.findings.map((f) => f.rule)).toContain('R-META-1');
    render(
      <>
        <VerdictCard verdict={verdict} />
        <ResponsePanel
          preview={preview}
          diagnostics={findingDiagnostics(verdict.findings)}
          theme="light"
          stale={null}
        />
      </>,
    );
    const item = screen.getByTestId('findings').querySelector('[data-rule="R-META-1"]');
    expect(item?.getAttribute('data-severity')).toBe('warning');
    const response = screen.getByTestId('modern-response');
    const diagnostics = JSON.parse(response.getAttribute('data-diagnostics') ?? '[]') as { rule: string }[];
    expect(diagnostics.map((d) => d.rule)).toEqual(verdict.findings.map((f) => f.rule));
    fireEvent.click(item?.querySelector('button') as HTMLElement);
    const [start, end] = (response.dataset['revealed'] ?? '').split('-').map(Number);
    expect(preview.modernText.slice(start, end)).toMatch(/^\{/);
    expect(document.activeElement).toBe(response);
  });
});
