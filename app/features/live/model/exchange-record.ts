import type { Finding } from '../../../../src/index';

/** How an exchange reached the server. */
export type ExchangeSource = 'relay' | 'direct' | 'imported' | 'tapped';

/** The verdict of one judged exchange: its worst finding, or `transport` when no answer arrived. */
export type Verdict = 'pass' | 'info' | 'warn' | 'fail' | 'transport';

/** One request and what came back, as kept in the history (secrets already scrubbed). */
export interface ExchangeRecord {
  id: string;
  startedAt: string;
  source: ExchangeSource;
  /** The JSON-RPC method, or '' when the body was not a JSON-RPC request. */
  rpcMethod: string;
  request: { url: string; method: string; headers: Record<string, string>; body: string };
  response: { status: number; statusText: string; headers: Record<string, string>; body: string } | null;
  /** Why no (complete) answer arrived: a relay refusal, a timeout, CORS, a closed stream. */
  error?: { code: string; message: string };
  timing: { totalMs: number; firstByteMs?: number };
  findings: Finding[];
  verdict: Verdict;
  /** Rounds of one multi-round request share a conversation id. */
  conversationId?: string;
}

/**
 * The verdict of a list of findings.
 *
 * @example
 * verdictOf([]) // 'pass'
 */
export function verdictOf(findings: readonly Finding[], transportFailed = false): Verdict {
  if (transportFailed) return 'transport';
  if (findings.some((f) => f.severity === 'error')) return 'fail';
  if (findings.some((f) => f.severity === 'warning')) return 'warn';
  return findings.length > 0 ? 'info' : 'pass';
}

/** The JSON-RPC method named by a request body, or ''. */
export function rpcMethodOf(body: string): string {
  try {
    const value: unknown = JSON.parse(body);
    const method =
      typeof value === 'object' && value !== null ? (value as Record<string, unknown>)['method'] : undefined;
    return typeof method === 'string' ? method : '';
  } catch {
    return '';
  }
}
