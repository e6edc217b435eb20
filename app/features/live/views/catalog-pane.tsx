import { useCallback, type ReactNode } from 'react';
import type { ExchangeRecord, LegacyServerInfo } from '../../../../src/index';
import type { Catalog } from '../model/request-draft';
import { useLiveStore } from '../state/live-store';
import { CatalogList } from './catalog-list';
import { ServerSummary } from './server-summary';
import { useCatalogStale } from '../use-connect';

/**
 * The left pane: who the server is (its identity, capabilities and instructions) and what it listed;
 * a picked row fills in the request. `children` are further views of what the server offers (a skills
 * view mounts here).
 */
export function CatalogPane({
  discover,
  legacy,
  catalog,
  onRefresh,
  busy,
  children,
}: {
  discover: ExchangeRecord | null;
  legacy: LegacyServerInfo | null;
  catalog: Catalog;
  /** Lists everything again, past any cache (null before anything was listed). */
  onRefresh: (() => void) | null;
  busy: boolean;
  children?: ReactNode;
}) {
  const { setMethod, setParamsText } = useLiveStore((s) => s.actions);
  const stale = useCatalogStale();
  // Stable, so a big catalog is not rebuilt on every keystroke.
  const pick = useCallback(
    (method: string, params: string) => (setMethod(method), setParamsText(method, params)),
    [setMethod, setParamsText],
  );
  return (
    <section className="catalog-pane" aria-label="Server and catalog">
      {discover ? <ServerSummary record={discover} legacy={legacy} /> : <NotConnected busy={busy} />}
      {discover && onRefresh && <ListedAt at={discover.startedAt} onRefresh={onRefresh} busy={busy} />}
      {discover && stale && (
        <p className="warn-text" data-testid="catalog-stale">
          Stale: listed with other headers than this server gets now. Connect lists it again with them.
        </p>
      )}
      <CatalogList catalog={catalog} onPick={pick} inPane />
      {children}
    </section>
  );
}

/** Before any answer: what this pane will hold, so an empty column does not look broken. */
function NotConnected({ busy }: { busy: boolean }) {
  return (
    <p className="muted" data-testid="catalog-not-connected">
      {busy
        ? 'Connecting…'
        : 'Not connected yet: Connect (or Enter in the server URL) asks the server who it is and lists its tools, prompts and resources here.'}
    </p>
  );
}

/** When the catalog was listed (it is kept across navigation and may be old by now), and a refresh. */
function ListedAt({ at, onRefresh, busy }: { at: string; onRefresh: () => void; busy: boolean }) {
  return (
    <p className="catalog-listed muted" data-testid="catalog-listed-at" data-listed-at={at}>
      Listed at {new Date(at).toLocaleTimeString()}{' '}
      <button type="button" className="button-small" onClick={onRefresh} disabled={busy} data-testid="catalog-refresh">
        {busy ? 'Listing…' : 'Refresh'}
      </button>
    </p>
  );
}
