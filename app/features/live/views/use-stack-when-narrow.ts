import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * A ref for a box that carries `data-stacked="true"` while what it holds, laid out as usual, is wider than
 * the box, so its CSS can stack it instead of hiding columns past the edge. Measured rather than a
 * breakpoint: the width needed depends on what the server declared. `content` is what the box shows
 * (measured again when it changes).
 *
 * @example
 * const box = useStackWhenNarrow<HTMLDivElement>(grid);
 * // <div ref={box} className="capability-grid-box">…</div> carries data-stacked="true" while too narrow
 */
export function useStackWhenNarrow<T extends HTMLElement>(content: unknown): RefObject<T | null> {
  const box = useRef<T>(null);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    let width = -1;
    let frame = 0;
    const fit = () => {
      // Stacking changes only the height: a call with the same width has nothing new to measure.
      if (element.clientWidth === width) return;
      width = element.clientWidth;
      element.dataset['stacked'] = 'false';
      element.dataset['stacked'] = String(element.scrollWidth > element.clientWidth);
    };
    fit();
    if (typeof ResizeObserver === 'undefined') return;
    // Measured in the next frame: changing the box's height inside the observer's callback is a loop error.
    const observer = new ResizeObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(fit);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [content]);
  return box;
}
