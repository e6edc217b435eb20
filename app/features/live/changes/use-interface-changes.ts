import { useEffect } from 'react';
import { snapshotOf, type ExchangeRecord } from '../../../../src/index';
import { resultOf } from '../../../exchange/model/body';
import type { Catalog } from '../model/request-draft';
import { useChangesStore } from './changes-store';

/**
 * Keeps each connection's interface (discover and every list) and, when the server was seen before,
 * what changed since: the same connection seen again (after navigating back) is not compared twice.
 */
export function useInterfaceChanges(url: string, discover: ExchangeRecord | null, catalog: Catalog) {
  const observe = useChangesStore((s) => s.actions.observe);
  useEffect(() => {
    const result = discover && !discover.error ? resultOf(discover.response) : null;
    if (!discover || !result) return;
    const snapshot = snapshotOf({ discover: result, ...catalog });
    observe({ url, at: Date.parse(discover.startedAt) || Date.now(), discoverId: discover.id, snapshot });
  }, [url, discover, catalog, observe]);
  const shown = useChangesStore((s) => s.shown);
  return shown?.url === url ? shown : null;
}
