import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EnvelopeOffer } from '../../app/features/playground/envelope-offer';
import { computePreview } from '../../app/features/playground/model/compute-preview';
import { DEFAULT_INPUT } from '../../app/features/playground/model/input';

afterEach(cleanup);

describe('EnvelopeOffer', () => {
  it('offers to take the result of a pasted JSON-RPC response, and hands over its text', () => {
    const text = '%{"jsonrpc" => "2.0", "id" => 1, "result" => %{"tools" => []}}';
    const taken: string[] = [];
    render(<EnvelopeOffer preview={computePreview({ ...DEFAULT_INPUT, text })} onTake={(t) => taken.push(t)} />);
    expect(screen.getByTestId('envelope-offer').textContent).toContain('whole JSON-RPC response');
    fireEvent.click(screen.getByTestId('take-envelope'));
    expect(taken).toEqual(['{:ok, %{"tools" => []}}']);
    const after = computePreview({ ...DEFAULT_INPUT, text: taken[0]! });
    expect(after.ok && after.modern.response).toMatchObject({ result: { tools: [], resultType: 'complete' } });
  });

  it('offers the error of an error response', () => {
    const text = '{"jsonrpc": "2.0", "id": 1, "error": {"code": -32601, "message": "Method not found"}}';
    render(<EnvelopeOffer preview={computePreview({ ...DEFAULT_INPUT, text })} onTake={() => {}} />);
    expect(screen.getByTestId('take-envelope').textContent).toBe('Take its error');
  });

  it('renders nothing for a handler result', () => {
    const { container } = render(<EnvelopeOffer preview={computePreview(DEFAULT_INPUT)} onTake={() => {}} />);
    expect(container.innerHTML).toBe('');
  });
});
