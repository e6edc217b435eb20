import { useEffect } from 'react';
import type { ExchangeRecord } from '../../../../src/index';
import { resultOf } from '../../../exchange/model/body';
import type { Catalog } from '../model/request-draft';
import { useChangesStore } from './changes-store';
import { snapshotInSlices } from './snapshot-in-slices';

/**
 * Keeps each connection's interface (discover and every list) and, when the server was seen before,
 * what changed since: the same connection seen again (after navigating back) is not compared twice.
 * The snapshot is made in slices after the commit, so a catalog of 100,000 tools is not one long task.
 */
export function useInterfaceChanges(url: string, discover: ExchangeRecord | null, catalog: Catalog) {
  const observe = useChangesStore((s) => s.actions.observe);
  useEffect(() => {
    const result = discover && !discover.error ? resultOf(discover.response) : null;
    if (!discover || !result) return;
    let gone = false;
    void snapshotInSlices({ discover: result, ...catalog }, { stopped: () => gone }).then((snapshot) => {
      if (snapshot && !gone)
        observe({ url, at: Date.parse(discover.startedAt) || Date.now(), discoverId: discover.id, snapshot });
    });
    return () => {
      gone = true;
    };
  }, [url, discover, catalog, observe]);
  const shown = useChangesStore((s) => s.shown);
  return shown?.url === url ? shown : null;
}
