import type { ReactNode } from 'react';

/** A titled box for one fact of the preview (status, cache hints, verdict). */
export function Card({
  title,
  badge,
  tone = 'neutral',
  testId,
  children,
}: {
  title: string;
  badge?: ReactNode;
  tone?: 'neutral' | 'good' | 'warn' | 'bad';
  testId?: string;
  children: ReactNode;
}) {
  return (
    <section className={`card card-${tone}`} data-testid={testId} aria-label={title}>
      <header className="card-header">
        <h3>{title}</h3>
        {badge !== undefined && <span className="card-badge">{badge}</span>}
      </header>
      <div className="card-body">{children}</div>
    </section>
  );
}
