import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCompleter, type CompletionAsk } from '../../../app/features/live/forms/completer';
import { useSuggestions } from '../../../app/features/live/forms/suggestions';

afterEach(() => {
  cleanup();
  useCompleter.setState({ complete: null, declared: false });
});

function Field({ onPick }: { onPick: (v: string) => void }) {
  const { view } = useSuggestions({ type: 'ref/prompt', name: 'greet' }, 'who', { who: 'a' }, onPick);
  return <div>{view}</div>;
}

/** A completer whose answers the test releases one by one, in any order (as a server may answer). */
function heldCompleter() {
  const asks: { ask: CompletionAsk; answer: (values: string[]) => void }[] = [];
  useCompleter.setState({
    declared: true,
    complete: (ask) => new Promise((resolve) => asks.push({ ask, answer: (values) => resolve({ values }) })),
  });
  return asks;
}

describe("a prompt argument's suggestions", () => {
  it('shows the newest ask only: an earlier answer that arrives later is stale', async () => {
    const asks = heldCompleter();
    render(<Field onPick={vi.fn()} />);
    fireEvent.click(screen.getByTestId('suggest-who'));
    fireEvent.click(screen.getByTestId('suggest-who'));
    expect(asks).toHaveLength(2);
    await act(async () => asks[1]!.answer(['newest']));
    await act(async () => asks[0]!.answer(['stale']));
    expect(screen.getByTestId('suggestions-who').textContent).toBe('newest');
  });

  it('a value the server suggests twice is two buttons, each picks it (no key clash)', async () => {
    const asks = heldCompleter();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onPick = vi.fn();
    render(<Field onPick={onPick} />);
    fireEvent.click(screen.getByTestId('suggest-who'));
    await act(async () => asks[0]!.answer(['ada', 'ada', 'alan']));
    const buttons = screen.getByTestId('suggestions-who').querySelectorAll('button');
    expect([...buttons].map((b) => b.textContent)).toEqual(['ada', 'ada', 'alan']);
    fireEvent.click(buttons[1]!);
    expect(onPick).toHaveBeenCalledWith('ada');
    expect(errors.mock.calls.filter((c) => String(c[0]).includes('same key'))).toEqual([]);
    errors.mockRestore();
  });
});
