import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now, following the window as it is resized (the screen width
 * at which panes stack, a reduced-motion wish). Server-side and in tests without `matchMedia`, false.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () =>
    typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : false,
  );
}
