import type { ReactNode } from 'react';

/**
 * A titled panel around an editor: header (title, then badges and buttons in `actions`), optional
 * content above the editor, the editor's box (or `fallback` when there is no editor), and `children` below.
 * The editor comes in as a node: app/ui never imports the editor itself.
 */
export function EditorPanel({
  title,
  ariaLabel = title,
  actions,
  above,
  editor,
  fallback,
  size = 'grow',
  children,
  testId,
}: {
  title: string;
  ariaLabel?: string;
  actions?: ReactNode;
  above?: ReactNode;
  editor?: ReactNode;
  fallback?: ReactNode;
  /** 'grow' takes the column's free height; 'small' stays between 8 and 18 rem. */
  size?: 'grow' | 'small';
  children?: ReactNode;
  testId?: string;
}) {
  return (
    <section className={size === 'grow' ? 'panel panel-grow' : 'panel'} aria-label={ariaLabel} data-testid={testId}>
      <header className="panel-header">
        <h2>{title}</h2>
        {actions}
      </header>
      {above}
      {editor ? (
        <div className={size === 'grow' ? 'editor-box' : 'editor-box editor-box-small'}>{editor}</div>
      ) : (
        fallback
      )}
      {children}
    </section>
  );
}
