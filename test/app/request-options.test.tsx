import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_INPUT } from '../../app/features/playground/model/input';
import { RequestOptions } from '../../app/features/playground/request-options';

afterEach(cleanup);

describe('RequestOptions', () => {
  it('reports each edit as a patch of the input', () => {
    const onChange = vi.fn();
    render(<RequestOptions input={DEFAULT_INPUT} onChange={onChange} />);
    fireEvent.change(screen.getByTestId('method-input'), { target: { value: 'resources/read' } });
    expect(onChange).toHaveBeenLastCalledWith({ method: 'resources/read' });
    fireEvent.click(screen.getByTestId('serverinfo-toggle'));
    expect(onChange).toHaveBeenLastCalledWith({ serverInfo: { ...DEFAULT_INPUT.serverInfo, enabled: false } });
    fireEvent.click(screen.getByTestId('cache-override-toggle'));
    // Ticking starts from the configured values, not the override's own defaults.
    expect(onChange).toHaveBeenLastCalledWith({
      cacheOverride: { enabled: true, ttlMs: DEFAULT_INPUT.config.cacheTtlMs, scope: DEFAULT_INPUT.config.cacheScope },
    });
    fireEvent.change(screen.getByTestId('config-ttl'), { target: { value: '1000' } });
    expect(onChange).toHaveBeenLastCalledWith({ config: { ...DEFAULT_INPUT.config, cacheTtlMs: 1000 } });
    fireEvent.change(screen.getByTestId('prestep-select'), { target: { value: 'tool_error_result' } });
    expect(onChange).toHaveBeenLastCalledWith({ preStep: 'tool_error_result' });
  });
  it('keeps a non-numeric ttl as a draft with its error at the field, instead of storing garbage', () => {
    const onChange = vi.fn();
    const onDraft = vi.fn();
    const { rerender } = render(<RequestOptions input={DEFAULT_INPUT} onChange={onChange} onDraft={onDraft} />);
    fireEvent.change(screen.getByTestId('config-ttl'), { target: { value: '12abc' } });
    expect(onChange).not.toHaveBeenCalled();
    expect(onDraft).toHaveBeenLastCalledWith('configTtl', '12abc');
    rerender(
      <RequestOptions input={DEFAULT_INPUT} onChange={onChange} onDraft={onDraft} drafts={{ configTtl: '12abc' }} />,
    );
    expect((screen.getByTestId('config-ttl') as HTMLInputElement).value).toBe('12abc');
    expect(screen.getByTestId('config-ttl-error').textContent).toBe(
      'cache_ttl_ms: "12abc" is not a number: ttl_ms is a whole number of milliseconds, 0 or more',
    );
  });
  it('marks the cacheable methods', () => {
    render(<RequestOptions input={{ ...DEFAULT_INPUT, method: 'tools/list' }} onChange={() => {}} />);
    expect(screen.getByText('● cacheable method')).toBeTruthy();
    const options = [...document.querySelectorAll('#modern-methods option')].map((o) => [
      o.getAttribute('value'),
      o.textContent,
    ]);
    expect(options.filter(([, label]) => label === 'cacheable').map(([m]) => m)).toEqual([
      'server/discover',
      'tools/list',
      'prompts/list',
      'resources/list',
      'resources/templates/list',
      'resources/read',
      // The skills extension's methods are cacheable too (the table's column, not the seed's list).
      'skills/list',
      'skills/get',
      'resources/directory/read',
    ]);
  });
});
