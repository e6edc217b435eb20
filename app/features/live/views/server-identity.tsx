import { useMemo } from 'react';
import { revealInvisible } from '../../../../src/index';
import { serverIdentityOf } from '../model/server-identity';

/**
 * Who the server says it is: its icon (a `data:` image only), title, name and version, description
 * and website. An https icon is never loaded by the page; it is a link the user may open.
 */
export function ServerIdentityView({ info }: { info: unknown }) {
  const id = useMemo(() => serverIdentityOf(info), [info]);
  if (!id)
    return (
      <p className="muted" data-testid="server-info">
        (no serverInfo in result _meta)
      </p>
    );
  return (
    <header className="server-identity">
      {id.icon && <img className="server-icon" src={id.icon} alt="" width={32} height={32} data-testid="server-icon" />}
      <div>
        {id.title && (
          <strong className="server-title" data-testid="server-title">
            {revealInvisible(id.title)}
          </strong>
        )}{' '}
        <code data-testid="server-info">{revealInvisible(id.nameVersion)}</code>
        {id.description && <p className="server-description">{revealInvisible(id.description)}</p>}
        {(id.website || id.websiteText || id.remoteIcons.length > 0) && (
          <p className="server-links">
            {id.website && (
              <a href={id.website.href} target="_blank" rel="noreferrer noopener" data-testid="server-website">
                {revealInvisible(id.website.text)}
              </a>
            )}
            {id.websiteText && (
              <span className="muted" data-testid="server-website-text">
                website (not a link: not https) {revealInvisible(id.websiteText)}
              </span>
            )}
            {id.remoteIcons.map((src) => (
              <a
                key={src}
                href={src}
                target="_blank"
                rel="noreferrer noopener"
                className="muted"
                title="Not loaded by the page: opening it is a request to that host"
                data-testid="server-remote-icon"
              >
                icon at {revealInvisible(new URL(src).host)}
              </a>
            ))}
          </p>
        )}
      </div>
    </header>
  );
}
