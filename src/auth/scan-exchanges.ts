import type { ScanArea, ScanExchange } from '../probe/scan/types';
import type { AuthStep } from './types';

/**
 * A step as report exchanges (the scan's and the client's formats): one per HTTP request it sent,
 * the step's findings on the last; a step that sent nothing (the retry limit) is one exchange
 * without a response. `index` is left to the report that places them.
 *
 * @example
 * const step = await discoverResourceMetadata(async () => new Response('', { status: 404 }), { serverUrl: 'https://mcp.example.com/mcp' });
 * authStepExchanges(step, 'discover').length // => 2
 */
export function authStepExchanges(step: AuthStep, area: ScanArea): Omit<ScanExchange, 'index'>[] {
  const base = { probe: `auth:${step.kind}`, area, tag: { kind: 'other' } as const };
  const label = `Authorization: ${step.label}${step.error ? ` (${step.error})` : ''}`;
  const timing = { startedAt: 0, totalMs: 0 };
  if (step.sent.length === 0)
    return [
      {
        ...base,
        label,
        outcome: 'answered',
        request: { url: '', method: step.kind, headers: {}, body: '' },
        response: null,
        timing,
        findings: [...step.findings],
      },
    ];
  return step.sent.map((sent, i) => {
    const received = step.received[i] ?? null;
    return {
      ...base,
      label: step.sent.length > 1 ? `${label}: ${sent.method} ${sent.url}` : label,
      outcome: received ? 'answered' : 'failed',
      ...(received ? {} : { error: 'no answer' }),
      request: {
        url: sent.url,
        method: `${sent.method} ${pathOf(sent.url)}`,
        headers: sent.headers,
        body: sent.body ?? '',
      },
      response: received,
      timing,
      findings: i === step.sent.length - 1 ? [...step.findings] : [],
    };
  });
}

function pathOf(url: string): string {
  return URL.canParse(url) ? new URL(url).pathname : url;
}
