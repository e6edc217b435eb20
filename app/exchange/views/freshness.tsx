import { useEffect, useState } from 'react';
import { Card } from '../../ui/card';

/** Cache hints of a live answer, with a countdown to the end of its freshness. */
export function FreshnessCard({
  ttlMs,
  scope,
  receivedAt,
  fromCache,
  onSendAnyway,
}: {
  ttlMs: number | null;
  scope: string | null;
  receivedAt: number;
  fromCache: string | null;
  onSendAnyway?: (() => void) | undefined;
}) {
  const now = useNow(ttlMs !== null);
  if (ttlMs === null) return null;
  const left = Math.max(0, receivedAt + ttlMs - now);
  return (
    <Card title="Cache hints" testId="live-cache-card" tone={left > 0 ? 'good' : 'neutral'} badge={scope ?? 'no scope'}>
      <p data-testid="freshness">
        {left > 0
          ? `Fresh for ${(left / 1000).toFixed(0)} s more (ttlMs ${ttlMs})`
          : `Stale: ttlMs ${ttlMs} has passed`}
      </p>
      <p className="muted">
        {scope === 'public'
          ? 'public: any client may reuse it, whoever is signed in.'
          : 'private: reused only for the same credentials.'}
      </p>
      {fromCache && <p data-testid="from-cache-reason">{fromCache}</p>}
      {fromCache && onSendAnyway && (
        <button type="button" className="cache-bypass" data-testid="send-anyway" onClick={onSendAnyway}>
          Send anyway
        </button>
      )}
    </Card>
  );
}

function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}
