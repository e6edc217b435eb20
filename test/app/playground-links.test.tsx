import { cleanup, render, screen, waitFor } from '@testing-library/react';
import fc from 'fast-check';
import { deflateSync, strToU8 } from 'fflate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { copyShareLink, tooLargeNotice } from '../../app/features/playground/commands';
import { DEFAULT_INPUT, type PlaygroundInput } from '../../app/features/playground/model/input';
import { usePlaygroundStore } from '../../app/features/playground/state/playground-store';
import { salvageSavedPlayground } from '../../app/features/playground/state/saved-playground';
import {
  decodeHash,
  encodeStateHash,
  exampleHash,
  MAX_STATE_BYTES,
} from '../../app/features/playground/state/share-link';
import { UNDO_LINK_HINT } from '../../app/features/playground/use-hash-route';
import { AppShell } from '../../app/shell/app-shell';
import { runCommand } from '../../app/shell/commands';
import { useUiStore } from '../../app/state/ui-store';

vi.mock('../../app/editor', () => import('./editor-mock'));

beforeEach(() => {
  localStorage.clear();
  window.location.hash = '';
  usePlaygroundStore.setState({ input: DEFAULT_INPUT, exampleId: null, previousInput: null });
  useUiStore.setState({ notice: null, helpOpen: false });
});
afterEach(cleanup);

const notice = () => useUiStore.getState().notice;
const toHash = (bytes: Uint8Array) =>
  '#s=' +
  btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join(''))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');

/** Renders the app at a hash, as a fresh page load would. */
async function openAt(hash: string) {
  window.location.hash = hash;
  render(<AppShell />);
  await screen.findByTestId('handler-input');
}

describe('every link, however damaged, opens the app with a notice', () => {
  it('property: decodeHash never throws on any text after #s= or #example/', () => {
    const junk = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 60 }),
      fc.string({ unit: fc.constantFrom('%', '#', '/', '=', '-', '_', 'A', 'E', '0', '\u0000'), maxLength: 60 }),
    );
    fc.assert(
      fc.property(fc.constantFrom('#s=', '#example/', '#/playground?example=', '#'), junk, (prefix, rest) => {
        expect(['state', 'example', 'invalid', 'none']).toContain(decodeHash(prefix + rest).kind);
      }),
      { numRuns: 2000 },
    );
  });

  it.each(['#example/%', '#example/%E0%A4%A', '#s=!!!!', '#s=' + 'A'.repeat(40), '#/playground?example=%ZZ'])(
    '%s opens the playground with a notice',
    async (hash) => {
      await openAt(hash);
      await waitFor(() => expect(notice()).toMatch(/Your saved playground is shown instead\./));
      expect(screen.getByTestId('handler-input')).toBeTruthy();
    },
  );

  it('a link that inflates past 16 MB (a 64 KB decompression bomb) is refused, not opened', () => {
    const json = JSON.stringify({ ...DEFAULT_INPUT, text: 'a'.repeat(MAX_STATE_BYTES + 1) });
    const hash = toHash(deflateSync(strToU8(json), { level: 9 }));
    expect(hash.length).toBeLessThan(100_000);
    const route = decodeHash(hash);
    expect(route).toMatchObject({ kind: 'invalid' });
    expect((route as { reason: string }).reason).toContain('more than 16 MB');
  });

  it('a link just under the limit still opens', () => {
    const input = { ...DEFAULT_INPUT, text: 'b'.repeat(MAX_STATE_BYTES - 1000) };
    expect(decodeHash(encodeStateHash(input))).toEqual({ kind: 'state', input });
  });
});

describe('saved state and links', () => {
  const own: PlaygroundInput = { ...DEFAULT_INPUT, text: '{:ok, %{"mine" => true}}', method: 'tools/call' };

  it('opening a shared link keeps the previous input one undo away, with a notice', async () => {
    usePlaygroundStore.setState({ input: own });
    const linked = { ...DEFAULT_INPUT, text: '{:ok, %{"linked" => 1}}' };
    await openAt(encodeStateHash(linked));
    await waitFor(() => expect(usePlaygroundStore.getState().input).toEqual(linked));
    expect(notice()).toBe(`Opened the shared link. ${UNDO_LINK_HINT}`);
    expect(usePlaygroundStore.getState().previousInput).toEqual(own);
    expect(runCommand('playground.undoLink')).toBe(true);
    expect(usePlaygroundStore.getState().input).toEqual(own);
    expect(window.location.hash).toBe('#/playground');
  });

  it('an example link does the same, and the previous input survives a reload', async () => {
    usePlaygroundStore.setState({ input: own });
    await openAt(exampleHash('task'));
    await waitFor(() => expect(usePlaygroundStore.getState().exampleId).toBe('task'));
    expect(notice()).toContain(UNDO_LINK_HINT);
    const saved = JSON.parse(localStorage.getItem('shape-inspector') ?? '{}');
    expect(saved.state.previousInput).toEqual(own);
  });

  it('a first visit (default input) gets no undo notice', async () => {
    await openAt(exampleHash('task'));
    await waitFor(() => expect(usePlaygroundStore.getState().exampleId).toBe('task'));
    expect(usePlaygroundStore.getState().previousInput).toBeNull();
    expect(notice()).toBeNull();
  });

  it('property: salvage never throws and finds the text of any cut-off saved entry', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 40 }), fc.nat(), (text, cutAt) => {
        const raw = JSON.stringify({ version: 3, state: { input: { ...DEFAULT_INPUT, text } } });
        const start = raw.indexOf('"text":"') + 8;
        const cut = raw.slice(0, start + (cutAt % (raw.length - start + 1)));
        const rescued = salvageSavedPlayground(cut);
        if (rescued) expect(text.startsWith(rescued.input.text)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('"Copy link" on an input too large for a URL says so, and copies nothing', async () => {
    let seed = 7;
    const noise = Array.from({ length: 2_500_000 }, () =>
      String.fromCharCode(33 + ((seed = (seed * 48271) % 2147483647) % 90)),
    ).join('');
    usePlaygroundStore.setState({ input: { ...DEFAULT_INPUT, text: noise } });
    const before = window.location.hash;
    await copyShareLink();
    expect(notice()).toMatch(/^This input is too large for a link: its link would be \d+\.\d MB long/);
    expect(window.location.hash).toBe(before);
    expect(tooLargeNotice(3 * 1024 * 1024)).toContain('3.0 MB');
  });
});
