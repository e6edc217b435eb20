import { useCallback, useRef, useState } from 'react';
import { scanServer, type ScanProgress, type ScanReport } from '../../../src/index';
import type { Transport } from '../../exchange/transport/choose-fetch';

/** Where a scan is: running with its last progress, or done with its report. */
export interface ScanRun {
  running: boolean;
  progress: ScanProgress | null;
  report: ScanReport | null;
  /** The transport the report came through. */
  via: Transport['kind'] | null;
}

/** What one scan needs. */
export interface ScanRequest {
  url: string;
  headers: Record<string, string>;
  includeCalls: boolean;
  transport: Transport;
}

/**
 * Runs the library's scan over the live screen's transport (the relay's fetch, or a direct one):
 * progress as it goes, the report at the end, `stop` for a partial report. A new scan stops the old.
 */
export function useScan(): ScanRun & { start: (request: ScanRequest) => Promise<void>; stop: () => void } {
  const [run, setRun] = useState<ScanRun>({ running: false, progress: null, report: null, via: null });
  const current = useRef<AbortController | null>(null);
  const start = useCallback(async ({ url, headers, includeCalls, transport }: ScanRequest) => {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    setRun({ running: true, progress: null, report: null, via: transport.kind });
    const report = await scanServer({
      url,
      fetch: (target, init) => transport.fetch(target, init),
      headers,
      includeCalls,
      // A page cannot send a foreign Origin by itself; the relay forwards the one the probe names.
      foreignOrigin: transport.kind === 'relay' ? undefined : null,
      signal: controller.signal,
      onProgress: (progress) => {
        if (current.current === controller) setRun((r) => ({ ...r, progress }));
      },
    });
    if (current.current === controller) setRun((r) => ({ ...r, running: false, report }));
  }, []);
  const stop = useCallback(() => current.current?.abort(), []);
  return { ...run, start, stop };
}
