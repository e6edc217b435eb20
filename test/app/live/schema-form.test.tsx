import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SchemaForm } from '../../../app/features/live/forms/schema-form';
import type { JsonObject } from '../../../src';

afterEach(cleanup);

/** The form with its value held as the params editor holds it (every change replaces the whole value). */
function Held({ schema, start, onChange }: { schema: JsonObject; start: unknown; onChange: (v: JsonObject) => void }) {
  const [value, setValue] = useState<unknown>(start);
  return (
    <SchemaForm
      schema={schema}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const last = (fn: ReturnType<typeof vi.fn>) => fn.mock.calls.at(-1)?.[0] as unknown;

describe("Live's argument form against a server's schema", () => {
  it('a property named __proto__ is a property like any other (its value reaches the arguments)', () => {
    // As tools/list delivers it: JSON.parse makes `__proto__` an own property.
    const schema = JSON.parse(
      '{"type":"object","properties":{"__proto__":{"type":"string"},"toString":{"type":"object","properties":{"x":{"type":"integer"}}}}}',
    ) as JsonObject;
    const onChange = vi.fn();
    render(<Held schema={schema} start={{}} onChange={onChange} />);
    // Nothing of the prototype shows as a value.
    expect((screen.getByTestId('field/__proto__') as HTMLInputElement).value).toBe('');
    expect((screen.getByTestId('field/toString/x') as HTMLInputElement).value).toBe('');
    fireEvent.change(screen.getByTestId('field/__proto__'), { target: { value: 'polluted?' } });
    expect(JSON.stringify(last(onChange))).toBe('{"__proto__":"polluted?"}');
    fireEvent.change(screen.getByTestId('field/toString/x'), { target: { value: '3' } });
    expect(JSON.stringify(last(onChange))).toBe('{"__proto__":"polluted?","toString":{"x":3}}');
    expect(({} as Record<string, unknown>)['polluted?']).toBeUndefined();
  });

  it('an object with thousands of properties, or an enum with thousands of options, is edited as JSON', () => {
    const properties = Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`p${i}`, { type: 'string' }]));
    const onChange = vi.fn();
    const { unmount } = render(
      <Held schema={{ type: 'object', properties }} start={{ p1: 'a' }} onChange={onChange} />,
    );
    expect(screen.getByTestId('too-wide').textContent).toContain('5000 properties');
    expect(document.querySelectorAll('input, select')).toHaveLength(1);
    fireEvent.change(screen.getByTestId('field'), { target: { value: '{"p2":"b"}' } });
    expect(last(onChange)).toEqual({ p2: 'b' });
    unmount();

    const options = Array.from({ length: 5000 }, (_, i) => `o${i}`);
    render(
      <Held schema={{ type: 'object', properties: { pick: { enum: options } } }} start={{}} onChange={onChange} />,
    );
    expect(document.querySelectorAll('option')).toHaveLength(0);
    fireEvent.change(screen.getByTestId('field/pick'), { target: { value: '"o4999"' } });
    expect(last(onChange)).toEqual({ pick: 'o4999' });
  });

  it('an array value with thousands of rows is edited as JSON, a short one row by row', () => {
    const schema = { type: 'object', properties: { tags: { type: 'array', items: { type: 'string' } } } };
    const onChange = vi.fn();
    const { unmount } = render(
      <Held schema={schema} start={{ tags: Array.from({ length: 5000 }, () => 't') }} onChange={onChange} />,
    );
    expect(document.querySelectorAll('input')).toHaveLength(1);
    expect(screen.queryByTestId('add/tags')).toBeNull();
    unmount();
    render(<Held schema={schema} start={{ tags: ['a'] }} onChange={onChange} />);
    fireEvent.click(screen.getByTestId('add/tags'));
    expect(last(onChange)).toEqual({ tags: ['a', 'example'] });
  });

  it('a number field keeps what is typed while it reads as the value; a JSON field marks text that does not parse', () => {
    const schema = {
      type: 'object',
      properties: { n: { type: 'number' }, any: {} },
      required: ['n', ...Array.from({ length: 100_000 }, (_, i) => `absent${i}`)],
    };
    const onChange = vi.fn();
    render(<Held schema={schema} start={{}} onChange={onChange} />);
    const n = screen.getByTestId('field/n') as HTMLInputElement;
    expect([n.getAttribute('aria-required'), screen.getByTestId('field/any').getAttribute('aria-required')]).toEqual([
      'true',
      'false',
    ]);
    fireEvent.change(n, { target: { value: '1.5' } });
    expect(last(onChange)).toEqual({ n: 1.5 });
    expect(n.value).toBe('1.5');
    const any = screen.getByTestId('field/any') as HTMLInputElement;
    fireEvent.change(any, { target: { value: '{"a":' } });
    expect(any.getAttribute('aria-invalid')).toBe('true');
    expect(last(onChange)).toEqual({ n: 1.5 });
    fireEvent.change(any, { target: { value: '[1]' } });
    expect(any.getAttribute('aria-invalid')).toBe('false');
    expect(last(onChange)).toEqual({ n: 1.5, any: [1] });
  });
});
