import { withFindings } from '../../../../src/index';
import type { TapEvent, TapInfo, TapPending, TapRecord } from '../../../server/tap/protocol';

/** What the page knows of the tapped session: newest first, as the list shows it. */
export interface TapSessionView {
  taps: readonly TapInfo[];
  records: readonly TapRecord[];
  pending: readonly TapPending[];
}

export const EMPTY_SESSION: TapSessionView = { taps: [], records: [], pending: [] };

/**
 * The session after one event of the feed. `hello` replaces everything (a reconnect starts from
 * the server's own session), the others change what they name.
 *
 * @example
 * applyTapEvent(EMPTY_SESSION, { t: 'cleared' }).records // => []
 */
export function applyTapEvent(session: TapSessionView, event: TapEvent): TapSessionView {
  switch (event.t) {
    case 'hello':
      return { taps: event.taps, records: [...event.records].reverse(), pending: [...event.pending].reverse() };
    case 'started':
      return { ...session, pending: [event.pending, ...session.pending.filter((p) => p.id !== event.pending.id)] };
    case 'exchange':
      return {
        ...session,
        records: [event.record, ...session.records.filter((r) => r.id !== event.record.id)],
        pending: session.pending.filter((p) => p.id !== event.record.id),
      };
    case 'findings':
      return {
        ...session,
        records: session.records.map((r) => (r.id === event.id ? withFindings(r, event.findings) : r)),
      };
    case 'dropped': {
      const gone = new Set(event.ids);
      return { ...session, records: session.records.filter((r) => !gone.has(r.id)) };
    }
    case 'cleared':
      return { ...session, records: [] };
    case 'ping':
      return session;
  }
}
