import { type ComponentProps, useEffect, useState } from 'react';
import { CodeEditor } from '../../editor';

/** Past this many characters, the body is laid out after the status and verdict have been painted. */
export const LAZY_BODY_CHARS = 256 * 1024;

/**
 * The response body's editor, mounted a frame late for a large answer: the status, verdict and
 * findings show first, and a line says the body is being laid out until it is.
 */
export function LazyBody(props: ComponentProps<typeof CodeEditor>) {
  const large = props.value.length > LAZY_BODY_CHARS;
  // The value whose layout may start: a new large answer waits for its own two frames.
  const [laidOut, setLaidOut] = useState<string | null>(null);
  const ready = !large || laidOut === props.value;
  useEffect(() => {
    if (!large) return;
    // Two frames: the first paints what is already there, the second mounts the editor.
    const value = props.value;
    let second = 0;
    const first = requestAnimationFrame(() => (second = requestAnimationFrame(() => setLaidOut(value))));
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(second);
    };
  }, [large, props.value]);
  if (ready) return <CodeEditor {...props} />;
  return (
    <p className="muted" data-testid="lazy-body-pending" aria-live="polite">
      Laying out {props.value.length.toLocaleString()} characters…
    </p>
  );
}
