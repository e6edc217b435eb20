/** A link to a spec page or seed document, opened in a new tab. */
export function SpecLink({ url, children }: { url: string; children: string }) {
  return (
    <a href={url} target="_blank" rel="noreferrer noopener" className="spec-link">
      {children}
    </a>
  );
}
