import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { HostContextForm } from '../../../app/features/live/apps/host-context-form';
import { defaultHostSettings, type HostSettings } from '../../../app/features/live/apps/host-context';

afterEach(cleanup);

// The app host's size fields take a value on Enter or when the user leaves them, never per keystroke
// (typing 1200 once went 1 → 120 → …), and then show the value taken.
function Form({ taken }: { taken: Partial<HostSettings>[] }) {
  const [settings, setSettings] = useState(() => defaultHostSettings('light'));
  return (
    <HostContextForm
      settings={settings}
      onChange={(patch) => {
        taken.push(patch);
        setSettings((now) => ({ ...now, ...patch }));
      }}
    />
  );
}

const typeInto = (field: HTMLElement, text: string) => {
  for (let i = 1; i <= text.length; i++) fireEvent.change(field, { target: { value: text.slice(0, i) } });
};

describe('the host context size fields', () => {
  it('take 1200 typed digit by digit once, on leaving the field', () => {
    const taken: Partial<HostSettings>[] = [];
    render(<Form taken={taken} />);
    const width = screen.getByTestId('app-width') as HTMLInputElement;
    typeInto(width, '1200');
    expect(taken).toEqual([]);
    expect(width.value).toBe('1200');
    fireEvent.blur(width);
    expect(taken).toEqual([{ width: 1200 }]);
    expect(width.value).toBe('1200');
  });

  it('clamp on Enter and show the value taken', () => {
    const taken: Partial<HostSettings>[] = [];
    render(<Form taken={taken} />);
    const width = screen.getByTestId('app-width') as HTMLInputElement;
    typeInto(width, '50');
    fireEvent.keyDown(width, { key: 'Enter' });
    expect(taken).toEqual([{ width: 120 }]);
    expect(width.value).toBe('120');
    const height = screen.getByTestId('app-max-height') as HTMLInputElement;
    typeInto(height, '99999');
    fireEvent.keyDown(height, { key: 'Enter' });
    expect(taken).toEqual([{ width: 120 }, { maxHeight: 2000 }]);
    expect(height.value).toBe('2000');
  });

  it('give the previous value back when the field is left empty, and send nothing', () => {
    const taken: Partial<HostSettings>[] = [];
    render(<Form taken={taken} />);
    const width = screen.getByTestId('app-width') as HTMLInputElement;
    fireEvent.change(width, { target: { value: '' } });
    fireEvent.blur(width);
    expect(taken).toEqual([]);
    expect(width.value).toBe('600');
  });
});
