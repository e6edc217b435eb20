/** A screen that is not built yet: what it will do, and where to go meanwhile. */
export function ScreenPlaceholder({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="screen-placeholder" data-testid="screen-placeholder">
      <h2>{title}</h2>
      <p>{children}</p>
      <p>
        <a href="#/playground">Open the playground</a>
      </p>
    </section>
  );
}
