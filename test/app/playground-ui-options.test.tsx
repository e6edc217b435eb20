import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_INPUT, type PlaygroundInput } from '../../app/features/playground/model/input';
import { nearestMethod } from '../../app/features/playground/model/nearest-method';
import { readMillis, type OptionDrafts } from '../../app/features/playground/model/option-fields';
import { RequestOptions } from '../../app/features/playground/request-options';
import { methodNames } from '../../src/index';

afterEach(cleanup);

/** RequestOptions with the state the playground gives it: the input and the number fields' drafts. */
function Harness({ initial = DEFAULT_INPUT, seen }: { initial?: PlaygroundInput; seen: PlaygroundInput[] }) {
  const [input, setInput] = useState(initial);
  const [drafts, setDrafts] = useState<OptionDrafts>({});
  return (
    <RequestOptions
      input={input}
      onChange={(patch) => setInput((i) => seen[seen.push({ ...i, ...patch }) - 1] as PlaygroundInput)}
      drafts={drafts}
      onDraft={(field, text) =>
        setDrafts((d) => {
          const next = { ...d };
          if (text === undefined) delete next[field];
          else next[field] = text;
          return next;
        })
      }
    />
  );
}

describe('number fields', () => {
  it('can be cleared and retyped: the field keeps what was typed and the input only takes numbers', () => {
    const seen: PlaygroundInput[] = [];
    render(<Harness seen={seen} />);
    const ttl = screen.getByTestId('config-ttl') as HTMLInputElement;
    fireEvent.change(ttl, { target: { value: '' } });
    expect(ttl.value).toBe('');
    expect(screen.getByTestId('config-ttl-error').textContent).toContain('empty');
    expect(seen).toEqual([]);
    fireEvent.change(ttl, { target: { value: '12' } });
    fireEvent.change(ttl, { target: { value: '120000' } });
    expect(ttl.value).toBe('120000');
    expect(seen.at(-1)?.config.cacheTtlMs).toBe(120000);
    expect(screen.queryByTestId('config-ttl-error')).toBeNull();
  });

  it('shows an oversized ttl as typed, with the error in the field’s words, and does not pass it on', () => {
    const seen: PlaygroundInput[] = [];
    render(
      <Harness
        seen={seen}
        initial={{ ...DEFAULT_INPUT, cacheOverride: { ...DEFAULT_INPUT.cacheOverride, enabled: true } }}
      />,
    );
    const ttl = screen.getByTestId('override-ttl') as HTMLInputElement;
    fireEvent.change(ttl, { target: { value: '99999999999999999999' } });
    expect(ttl.value).toBe('99999999999999999999');
    expect(screen.getByTestId('override-ttl-error').textContent).toMatch(
      /^ttl_ms: too large: at most 9007199254740991 ms/,
    );
    expect(seen).toEqual([]);
  });

  it.each([
    ['300_000', { ok: true, value: 300000 }],
    ['0', { ok: true, value: 0 }],
    ['-5', { ok: false }],
    ['1.5', { ok: false }],
    ['9007199254740992', { ok: false }],
  ])('readMillis(%j)', (text, expected) => {
    expect(readMillis(text)).toMatchObject(expected);
  });
});

describe('labels, override and method', () => {
  it('gives every option input a visible label', () => {
    render(<Harness seen={[]} />);
    const controls = [
      ...document.querySelectorAll(
        'form.options input:not([type=checkbox]), form.options select, form.options textarea',
      ),
    ];
    expect(controls.length).toBeGreaterThan(8);
    for (const control of controls)
      expect(
        control.closest('label')?.querySelector('.field-label')?.textContent?.trim(),
        control.outerHTML,
      ).toBeTruthy();
  });

  it('says when the override is ignored because the method is not cacheable', () => {
    render(
      <Harness
        seen={[]}
        initial={{
          ...DEFAULT_INPUT,
          method: 'tools/call',
          cacheOverride: { ...DEFAULT_INPUT.cacheOverride, enabled: true },
        }}
      />,
    );
    expect(screen.getByTestId('override-ignored').textContent).toContain('tools/call is not cacheable');
  });

  it('warns about an unknown method and applies the nearest one', () => {
    const seen: PlaygroundInput[] = [];
    render(<Harness seen={seen} initial={{ ...DEFAULT_INPUT, method: 'tools/lst' }} />);
    expect(screen.getByTestId('method-warning').textContent).toContain('Unknown method: "tools/lst"');
    fireEvent.click(screen.getByTestId('method-suggestion'));
    expect(seen.at(-1)?.method).toBe('tools/list');
    expect(screen.queryByTestId('method-warning')).toBeNull();
  });

  it('names a removed method as removed', () => {
    render(<Harness seen={[]} initial={{ ...DEFAULT_INPUT, method: 'initialize' }} />);
    expect(screen.getByTestId('method-warning').textContent).toContain('initialize was removed in 2026-07-28');
  });

  it.each([
    ['tools/lst', 'tools/list'],
    ['resources/reed', 'resources/read'],
    ['prompt/get', 'prompts/get'],
    ['completely/different/thing', null],
  ])('nearestMethod(%j) is %j', (typed, nearest) => {
    expect(nearestMethod(typed, methodNames)).toBe(nearest);
  });
});
