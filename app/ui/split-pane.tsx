import { useRef, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';

/** Two columns with a draggable (and keyboard-movable) divider; `percent` is the left width. */
export function SplitPane({
  percent,
  onResize,
  left,
  right,
}: {
  percent: number;
  onResize: (percent: number) => void;
  left: ReactNode;
  right: ReactNode;
}) {
  const root = useRef<HTMLDivElement>(null);
  const drag = (event: PointerEvent<HTMLDivElement>) => {
    const box = root.current?.getBoundingClientRect();
    if (!box || event.buttons !== 1) return;
    onResize(((event.clientX - box.left) / box.width) * 100);
  };
  const keys = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft') onResize(percent - 5);
    if (event.key === 'ArrowRight') onResize(percent + 5);
  };
  return (
    <div className="split" ref={root} style={{ gridTemplateColumns: `${percent}% 6px 1fr` }}>
      <div className="split-pane">{left}</div>
      <div
        className="split-divider"
        role="separator"
        aria-orientation="vertical"
        aria-valuenow={Math.round(percent)}
        aria-valuemin={20}
        aria-valuemax={80}
        aria-label="Resize the panes"
        tabIndex={0}
        onPointerDown={(e) => e.currentTarget.setPointerCapture(e.pointerId)}
        onPointerMove={drag}
        onKeyDown={keys}
      />
      <div className="split-pane">{right}</div>
    </div>
  );
}
