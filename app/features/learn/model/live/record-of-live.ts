import { recordOfRecorded, type ExchangeRecord } from '../../../../../src/index';
import type { LiveExchange } from './demo-client';

/**
 * The record every screen's exchange view shows, from a tour exchange: the tour's findings are kept
 * as they are (a step drops those about its own cut of a stream), so nothing is checked twice.
 */
export function recordOfLive(exchange: LiveExchange, id: string): ExchangeRecord {
  const { recorded } = exchange;
  return recordOfRecorded(recorded, {
    id,
    startedAt: new Date(recorded.timing.startedAt).toISOString(),
    source: 'direct',
    findings: exchange.findings,
  });
}

/** The lesson's note, and a word when the tour itself stopped reading the stream. */
export function tourNote(exchange: LiveExchange, note?: string): string | undefined {
  const cut = exchange.recorded.aborted ? 'The tour stopped reading the stream here.' : '';
  return [note, cut].filter(Boolean).join(' ') || undefined;
}
