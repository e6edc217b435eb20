import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MethodOffer } from '../../app/features/playground/method-offer';
import { computePreview } from '../../app/features/playground/model/compute-preview';
import { EXAMPLES } from '../../app/features/playground/model/examples';
import { DEFAULT_INPUT } from '../../app/features/playground/model/input';
import { fittingMethod } from '../../app/features/playground/model/method-fit';

afterEach(cleanup);

const callResult = '{:ok, %{"content" => [%{"type" => "text", "text" => "18°C"}]}}';

describe('MethodOffer', () => {
  it('says a tools/call result typed for tools/list looks like one, and switches in one click', () => {
    const switched: string[] = [];
    const preview = computePreview({ ...DEFAULT_INPUT, method: 'tools/list', text: callResult });
    render(<MethodOffer preview={preview} method="tools/list" onSwitch={(m) => switched.push(m)} />);
    expect(screen.getByTestId('method-offer').textContent).toBe(
      'This looks like a tools/call result (it has content), not a tools/list one. Switch to tools/call',
    );
    fireEvent.click(screen.getByTestId('switch-method'));
    expect(switched).toEqual(['tools/call']);
  });

  it('renders nothing when the result fits the method, fits nothing known, or is an error', () => {
    for (const [method, text] of [
      ['tools/call', callResult],
      ['tools/list', '{:ok, %{"whatever" => 1}}'],
      ['tools/list', '{:error, -32602, "Unknown tool", nil}'],
    ] as const) {
      const { container } = render(
        <MethodOffer
          preview={computePreview({ ...DEFAULT_INPUT, method, text })}
          method={method}
          onSwitch={() => {}}
        />,
      );
      expect(container.innerHTML).toBe('');
      cleanup();
    }
  });
});

it('never offers a switch on the gallery: each example fits its own method', () => {
  for (const { id, input } of EXAMPLES) {
    const preview = computePreview(input);
    expect([id, preview.ok ? fittingMethod(preview.handlerResult, input.method) : null]).toEqual([id, null]);
  }
});

describe('a pasted whole JSON-RPC response', () => {
  it('gets one note (the envelope offer), not also the bare-object and envelope notes or a method offer', () => {
    const text = '{"jsonrpc": "2.0", "id": 1, "result": {"content": [{"type": "text", "text": "hi"}]}}';
    const preview = computePreview({ ...DEFAULT_INPUT, method: 'tools/list', text });
    expect(preview.ok && preview.envelope?.member).toBe('result');
    expect(preview.ok && preview.notes).toEqual([]);
    const { container } = render(<MethodOffer preview={preview} method="tools/list" onSwitch={() => {}} />);
    expect(container.innerHTML).toBe('');
  });

  it('keeps the bare-object note for a bare object that is no response', () => {
    const preview = computePreview({ ...DEFAULT_INPUT, text: '{"tools": []}' });
    expect(preview.ok && preview.notes).toEqual(['A bare JSON object is taken as {:ok, object}.']);
  });
});
