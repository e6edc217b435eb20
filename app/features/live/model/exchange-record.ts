export { verdictOf, type ExchangeRecord, type ExchangeSource, type Verdict } from '../../../../src/index';

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
