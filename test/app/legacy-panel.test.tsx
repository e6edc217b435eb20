import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LegacyPanel } from '../../app/features/playground/legacy-panel';
import { eraDifferences, explainModern, toLegacyResponse, type HandlerResult } from '../../src/index';

vi.mock('../../app/editor', () => import('./editor-mock'));
afterEach(cleanup);

function renderFor(method: string, result: HandlerResult) {
  const modern = explainModern(1, method, result);
  const legacy = toLegacyResponse(1, method, result);
  const legacyText = legacy.representable ? JSON.stringify(legacy.response, null, 2) : null;
  render(
    <LegacyPanel legacy={legacy} legacyText={legacyText} differences={eraDifferences(modern, legacy)} theme="light" />,
  );
}

describe('LegacyPanel', () => {
  it('shows the legacy response and one sentence per reason, said once for the differences it explains', () => {
    renderFor('tools/list', { kind: 'ok', result: { tools: [] } });
    expect(JSON.parse(screen.getByTestId('legacy-response').textContent ?? '')).toEqual({
      jsonrpc: '2.0',
      id: 1,
      result: { tools: [] },
    });
    const items = [...screen.getByTestId('era-diff').querySelectorAll('li')];
    const pointers = (li: Element) =>
      [...li.querySelectorAll('[data-testid="diff-member"] code')].map((c) => c.textContent);
    expect(items.map(pointers)).toEqual([['/result/resultType'], ['/result/ttlMs', '/result/cacheScope']]);
    for (const li of items) expect(li.querySelectorAll('p')).toHaveLength(1);
    expect(items[1]?.querySelector('p')?.textContent).toMatch(/cache hints/);
  });
  it('explains the code rewrite and the HTTP status', () => {
    renderFor('resources/read', { kind: 'error', code: -32002, message: 'nf' });
    expect(screen.getByTestId('era-diff').textContent).toMatch(/-32002.*-32602/s);
  });
  it('says input_required has no legacy form', () => {
    renderFor('tools/call', { kind: 'input_required', requestState: 's' });
    expect(screen.getByTestId('legacy-none').textContent).toMatch(/no 2025-11-25 form/);
    expect(screen.queryByTestId('legacy-response')).toBeNull();
  });
  it('says when both eras agree', () => {
    renderFor('tools/call', { kind: 'error', code: -32603, message: 'm' });
    expect(screen.getByTestId('diff-empty').textContent).toMatch(/same response/);
  });
});
