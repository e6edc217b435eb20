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
    expect(onChange).toHaveBeenLastCalledWith({ cacheOverride: { ...DEFAULT_INPUT.cacheOverride, enabled: true } });
    fireEvent.change(screen.getByTestId('config-ttl'), { target: { value: '1000' } });
    expect(onChange).toHaveBeenLastCalledWith({ config: { ...DEFAULT_INPUT.config, cacheTtlMs: 1000 } });
    fireEvent.change(screen.getByTestId('prestep-select'), { target: { value: 'tool_error_result' } });
    expect(onChange).toHaveBeenLastCalledWith({ preStep: 'tool_error_result' });
  });
  it('ignores a non-numeric ttl instead of storing garbage', () => {
    const onChange = vi.fn();
    render(<RequestOptions input={DEFAULT_INPUT} onChange={onChange} />);
    fireEvent.change(screen.getByTestId('config-ttl'), { target: { value: '12abc' } });
    expect(onChange).toHaveBeenLastCalledWith({ config: DEFAULT_INPUT.config });
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
    ]);
  });
});
