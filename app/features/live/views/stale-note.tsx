import type { ExchangeRecord } from '../../../../src/index';

/**
 * Marks an answer that no longer matches the screen: it came from another server than the one now connected,
 * or the params have changed into something that cannot be sent (so the answer is not theirs).
 */
export function StaleNote({
  record,
  url,
  paramsInvalid,
}: {
  record: ExchangeRecord | null;
  url: string;
  paramsInvalid: boolean;
}) {
  if (!record) return null;
  const otherServer = record.request.url !== url;
  if (!otherServer && !paramsInvalid) return null;
  return (
    <p className="stale-note warn-text" data-testid="stale-answer" data-stale={otherServer ? 'server' : 'params'}>
      {otherServer
        ? `Stale: this answer came from ${record.request.url}, not the server now chosen.`
        : 'Stale: the params have changed and cannot be sent as they are; this answer is from the last send.'}
    </p>
  );
}
