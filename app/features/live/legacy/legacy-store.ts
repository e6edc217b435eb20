import { create } from 'zustand';
import type {
  LegacyExchange,
  LegacyServerInfo,
  MigrationEntry,
  ServerRequest,
  ServerRequestAnswer,
} from '../../../../src/index';

/** A server request waiting for the user's answer, and where the answer goes. */
export interface PendingAsk {
  key: string;
  request: ServerRequest;
  answer: (answer: ServerRequestAnswer) => void;
}

/** The legacy connection Live holds: the server's era and what its session has exchanged. */
export interface LegacyState {
  connection: { url: string; info: LegacyServerInfo; discoverId: string | null } | null;
  /** Each legacy exchange by its record id (for the 2026-07-28 view and the migration report). */
  exchanges: Record<string, LegacyExchange>;
  order: string[];
  asks: PendingAsk[];
  problems: string[];
  migration: MigrationEntry[];
  actions: {
    connected: (connection: NonNullable<LegacyState['connection']>) => void;
    added: (exchange: LegacyExchange, migration: MigrationEntry[]) => void;
    asked: (ask: PendingAsk) => void;
    answered: (key: string) => void;
    problem: (message: string) => void;
    reset: () => void;
  };
}

const EMPTY = { connection: null, exchanges: {}, order: [], asks: [], problems: [], migration: [] };

/** Live's legacy connection: not saved (a session dies with the page), cleared on a new Connect. */
export const useLegacyStore = create<LegacyState>()((set) => ({
  ...EMPTY,
  actions: {
    connected: (connection) => set({ connection }),
    added: (exchange, migration) =>
      set((s) => ({
        exchanges: { ...s.exchanges, [exchange.record.id]: exchange },
        order: [...s.order, exchange.record.id],
        migration,
      })),
    asked: (ask) => set((s) => ({ asks: [...s.asks, ask] })),
    answered: (key) => set((s) => ({ asks: s.asks.filter((a) => a.key !== key) })),
    problem: (message) => set((s) => ({ problems: [...s.problems, message] })),
    reset: () => set(EMPTY),
  },
}));
