import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { validatingStorage } from '../../../state/persisted-storage';
import { HTTP_SSE_PROTOCOL_VERSION, LEGACY_PROTOCOL_VERSION, MODERN_PROTOCOL_VERSION } from '../../../../src/index';

/**
 * Which era Live speaks to a server: Auto (server/discover first, the 2025-era handshake when the
 * server refuses it as a legacy server does) or pinned: 2026-07-28, 2025-era Streamable HTTP, HTTP+SSE.
 */
export type EraPin = 'auto' | 'modern' | 'legacy' | 'http+sse';

/** The pins and their labels, in the order the connect bar lists them. */
export const ERA_PINS: readonly { pin: EraPin; label: string }[] = [
  { pin: 'auto', label: 'Auto' },
  { pin: 'modern', label: MODERN_PROTOCOL_VERSION },
  { pin: 'legacy', label: `${LEGACY_PROTOCOL_VERSION} (Streamable HTTP)` },
  { pin: 'http+sse', label: `HTTP+SSE (${HTTP_SSE_PROTOCOL_VERSION})` },
];

interface EraPins {
  /** Per server URL; a URL without a pin is Auto. */
  pins: Record<string, EraPin>;
  setPin: (url: string, pin: EraPin) => void;
}

const isPin = (value: unknown): value is EraPin => ERA_PINS.some((p) => p.pin === value);

/** Reads saved pins from untrusted storage: keeps the well-formed ones, drops the rest. */
export function readPins(state: unknown): { pins: Record<string, EraPin> } | null {
  if (typeof state !== 'object' || state === null) return null;
  const pins = (state as { pins?: unknown }).pins;
  if (typeof pins !== 'object' || pins === null) return null;
  return { pins: Object.fromEntries(Object.entries(pins).filter(([, pin]) => isPin(pin))) as Record<string, EraPin> };
}

/** The era pins of Live, saved under their own key (a damaged entry resets only the pins). */
export const useEraPins = create<EraPins>()(
  persist(
    (set) => ({
      pins: {},
      setPin: (url, pin) =>
        set((s) => {
          const pins = { ...s.pins };
          if (pin === 'auto') delete pins[url];
          else pins[url] = pin;
          return { pins };
        }),
    }),
    {
      name: 'shape-inspector:live-era',
      version: 1,
      storage: validatingStorage({ version: 1, read: readPins, onReset: () => undefined }),
      partialize: (s) => ({ pins: s.pins }),
    },
  ),
);

/** The era pinned for `url` (Auto when none). */
export function eraPinOf(url: string): EraPin {
  return useEraPins.getState().pins[url] ?? 'auto';
}
