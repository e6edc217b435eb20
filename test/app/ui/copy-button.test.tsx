import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from '../../../app/ui/clipboard';
import { CopyButton } from '../../../app/ui/copy-button';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

// happy-dom cannot deny clipboard access as a browser does; these stand in for a denied one.
const denyClipboardApi = () =>
  vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('NotAllowedError'));
const setExecCommand = (result: boolean | Error) => {
  const execCommand = () => {
    if (result instanceof Error) throw result;
    return result;
  };
  Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true, writable: true });
};

describe('copyText', () => {
  it('writes through the Clipboard API and says so', async () => {
    await expect(copyText('hello')).resolves.toBe(true);
    await expect(navigator.clipboard.readText()).resolves.toBe('hello');
  });

  it('falls back to a hidden textarea, and reports what execCommand reports', async () => {
    denyClipboardApi();
    setExecCommand(true);
    await expect(copyText('x')).resolves.toBe(true);
    setExecCommand(false);
    await expect(copyText('x')).resolves.toBe(false);
    setExecCommand(new Error('SecurityError'));
    await expect(copyText('x')).resolves.toBe(false);
    expect(document.querySelectorAll('textarea')).toHaveLength(0);
  });
});

describe('CopyButton', () => {
  it('says Copied when the text got to the clipboard, then its label again', async () => {
    vi.useFakeTimers();
    render(<CopyButton label="Copy" text={() => 'body'} testId="copy" />);
    await act(async () => fireEvent.click(screen.getByTestId('copy')));
    expect(screen.getByTestId('copy').textContent).toBe('Copied');
    act(() => {
      vi.runAllTimers();
    });
    expect(screen.getByTestId('copy').textContent).toBe('Copy');
  });

  it('says that copying failed, and what to do, when it did', async () => {
    denyClipboardApi();
    setExecCommand(false);
    render(<CopyButton label="Copy" text={() => 'body'} testId="copy" />);
    await act(async () => fireEvent.click(screen.getByTestId('copy')));
    const button = screen.getByTestId('copy');
    expect(button.textContent).toBe('Copy failed: select and copy by hand');
    expect(button.dataset['outcome']).toBe('failed');
  });
});
