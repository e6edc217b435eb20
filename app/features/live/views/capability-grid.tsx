import { useLayoutEffect, useMemo, useRef, type RefObject } from 'react';
import { revealInvisible } from '../../../../src/index';
import { capabilityGridOf } from '../model/capability-grid';
import { fitStacked } from './fit-stacked';

/**
 * The capabilities a server declared, a row each, with the sub-flags it set (`listChanged`, `subscribe`, …).
 * In a pane too narrow for its columns each row becomes a line of the flags it declares.
 */
export function CapabilityGridView({ capabilities }: { capabilities: unknown }) {
  const grid = useMemo(() => capabilityGridOf(capabilities), [capabilities]);
  const box = useStackWhenNarrow(grid);
  if (grid.rows.length === 0)
    return (
      <p className="muted" data-testid="server-capabilities">
        No capabilities declared.
      </p>
    );
  return (
    <div ref={box} className="capability-grid-box">
      <table className="capability-grid" data-testid="server-capabilities">
        <caption>Capabilities</caption>
        <thead>
          <tr>
            <th scope="col">capability</th>
            {grid.columns.map((c) => (
              <th scope="col" key={c}>
                {revealInvisible(c)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.rows.map((row) => (
            <tr key={`${row.extension}:${row.name}`} data-testid="capability-row" data-capability={row.name}>
              <th scope="row" className={row.extension ? 'capability-extension' : undefined}>
                {row.extension && <span className="muted">ext. </span>}
                {row.extension ? <ExtensionName name={revealInvisible(row.name)} /> : revealInvisible(row.name)}
              </th>
              {grid.columns.map((c) => (
                <td key={c} className={`flag-${row.flags[c] ?? 'absent'}`} data-flag={c}>
                  {row.flags[c] === undefined ? (
                    <span className="muted" aria-label="not declared">
                      –
                    </span>
                  ) : (
                    revealInvisible(row.flags[c])
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A ref for the grid's box, stacked (`fitStacked`) while too narrow for the columns: measured again when the
 * grid changes and when the box's width does.
 */
function useStackWhenNarrow(content: unknown): RefObject<HTMLDivElement | null> {
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    let width = element.clientWidth;
    let frame = 0;
    fitStacked(element);
    if (typeof ResizeObserver === 'undefined') return;
    // Stacking changes only the height, so a same-width call has nothing new; measuring waits for the next
    // frame, as changing the box's height inside the observer's callback is a loop error.
    const observer = new ResizeObserver(() => {
      if (element.clientWidth === width) return;
      width = element.clientWidth;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => fitStacked(element));
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [content]);
  return box;
}

/**
 * An extension's name may break after its last `/` (its namespace a little smaller), so the grid's
 * columns fit a narrow pane.
 */
function ExtensionName({ name }: { name: string }) {
  const cut = name.lastIndexOf('/') + 1;
  if (cut <= 0) return name;
  return (
    <>
      <span className="capability-namespace">{name.slice(0, cut)}</span>
      <wbr />
      {name.slice(cut)}
    </>
  );
}
