import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultParams, defaultParamsNote, type Catalog } from '../../../app/features/live/model/request-draft';
import { initialAnswer } from '../../../app/features/live/mrtr/model/answers';
import { CatalogList } from '../../../app/features/live/views/catalog-list';
import { useUiStore } from '../../../app/state/ui-store';
import { EXAMPLE_BOUNDS } from '../../../src';

afterEach(cleanup);

// The audit's tool: 8 nested arrays of minItems 40 froze Live for 2 minutes and crashed the tab.
let rows: unknown = { type: 'string' };
for (let i = 0; i < 8; i++) rows = { type: 'array', minItems: 40, items: rows };
const catalog: Catalog = {
  tools: [
    { name: 'freeze', inputSchema: { type: 'object', properties: { rows }, required: ['rows'] } },
    {
      name: 'huge',
      inputSchema: { type: 'object', properties: { rows: { type: 'array', minItems: 150000000 } }, required: ['rows'] },
    },
  ],
};

describe("Live's arguments for a hostile tool schema", () => {
  it('picking the tool fills bounded arguments and says they were cut short', () => {
    const onPick = vi.fn();
    render(<CatalogList catalog={catalog} onPick={onPick} />);
    fireEvent.click(screen.getByTestId('catalog-huge'));
    const [, params] = onPick.mock.calls[0] as [string, string];
    expect(JSON.parse(params)).toEqual({ name: 'huge', arguments: { rows: [] } });
    expect(useUiStore.getState().notice).toBe(
      'The example arguments of huge are cut short (/rows: minItems 150000000 is beyond the 100000-character bound of example values): edit them before sending.',
    );
    fireEvent.click(screen.getByTestId('catalog-freeze'));
    expect((onPick.mock.calls[1] as [string, string])[1].length).toBeLessThan(10 * EXAMPLE_BOUNDS.chars);
    expect(useUiStore.getState().notice).toMatch(/^The example arguments of freeze are cut short \(\/rows\/0\/0/);
  });

  it('the first tool as the default params stays within the bound too', () => {
    expect(defaultParams('tools/call', catalog).length).toBeLessThan(10 * EXAMPLE_BOUNDS.chars);
    expect(defaultParamsNote('tools/call', catalog)).toMatch(
      /^The example arguments of freeze are cut short \(\/rows\/0\/0/,
    );
    expect(defaultParamsNote('tools/list', catalog)).toBeNull();
  });

  it('an elicitation form asking for a huge string or list starts empty, within the bound', () => {
    const answer = initialAnswer({
      method: 'elicitation/create',
      params: {
        message: 'Fill in',
        requestedSchema: {
          type: 'object',
          properties: { text: { type: 'string', minLength: 1e9 }, tags: { type: 'array', minItems: 150000000 } },
          required: ['text', 'tags'],
        },
      },
    });
    expect(answer).toEqual({ kind: 'form', action: 'accept', values: { text: '', tags: [] } });
  });
});
