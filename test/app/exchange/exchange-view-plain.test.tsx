import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ExchangeView } from '../../../app/exchange/views/exchange-view';
import { judgeRecorded } from '../../../app/features/learn/model/live/demo-client';
import { recordOfLive, tourNote } from '../../../app/features/learn/model/live/record-of-live';

vi.mock('../../../app/editor', () => import('../editor-mock'));
afterEach(cleanup);

/** A cut listen stream, as the tour records it: aborted, and without its closing result. */
function cutStream() {
  return judgeRecorded({
    request: {
      url: '/demo/mcp',
      method: 'subscriptions/listen',
      id: 7,
      headers: { 'Mcp-Method': 'subscriptions/listen' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'subscriptions/listen', params: {} }),
    },
    response: {
      status: 200,
      headers: { 'x-powered-by': 'demo', 'content-type': 'text/event-stream', 'mcp-session-id': 's' },
      body: 'data: {"jsonrpc":"2.0","method":"notifications/subscriptions/acknowledged","params":{}}\n\n',
    },
    timing: { startedAt: 0, headersMs: 1, totalMs: 2 },
    aborted: true,
  });
}

describe('the one exchange view in a lesson', () => {
  it('shows the bodies as text, protocol headers first, and keeps the tour’s own findings', () => {
    const judged = cutStream();
    expect(judged.findings.length).toBeGreaterThan(0);
    // A step drops the findings about its own doing (as the failure and authorization steps do).
    const exchange = { ...judged, findings: judged.findings.slice(1) };
    const record = recordOfLive(exchange, 'e');
    expect(record.findings).toEqual(exchange.findings);
    act(() => {
      render(<ExchangeView label="A listen" note={tourNote(exchange)} record={record} revealSecrets plainText />);
    });
    const view = screen.getByRole('region', { name: 'A listen' });
    expect(view.textContent).toContain('The tour stopped reading the stream here.');
    expect(within(view).getByTestId('response-body-text').textContent).toContain('acknowledged');
    expect(within(view).queryByTestId('live-response-body')).toBeNull();
    fireEvent.click(within(view).getByRole('tab', { name: 'Response headers' }));
    const names = [...within(view).getByTestId('response-headers').querySelectorAll('th')].map((th) => th.textContent);
    expect(names).toEqual(['content-type', 'mcp-session-id', 'x-powered-by']);
  });
});
