import type { Finding } from '../check/finding';
import type { SentProbe } from '../probe/scan/send-probe';
import type { ScanArea } from '../probe/scan/types';
import { maskCredentialFields } from '../probe/format/secrets';
import type { AuthStep } from './types';

// What reports and exports hold instead of a credential (the headers' own mask says the same).
const REDACTED = '[redacted]';

/**
 * A step as report exchanges (the scan's and the client's formats): one probe per HTTP request it
 * sent (credentials in bodies and URLs redacted: a report never holds a token, secret or assertion),
 * the step's findings on the last; a step that sent nothing (the retry limit) is one probe
 * without a response. The report makes each a record (`scanRecord`) where it places it.
 *
 * @example
 * const step = await discoverResourceMetadata(async () => new Response('', { status: 404 }), { serverUrl: 'https://mcp.example.com/mcp' });
 * const [first] = authStepExchanges(step, 'discover');
 * [authStepExchanges(step, 'discover').length, first?.sent.httpMethod, first?.sent.request.method] // => [2, 'GET', '']
 */
export function authStepExchanges(step: AuthStep, area: ScanArea): { sent: SentProbe; findings: Finding[] }[] {
  const base = { probe: `auth:${step.kind}`, area, tag: { kind: 'other' } as const };
  const label = `Authorization: ${step.label}${step.error ? ` (${step.error})` : ''}`;
  const timing = { startedAt: 0, totalMs: 0 };
  if (step.sent.length === 0)
    return [
      {
        sent: {
          ...base,
          label,
          outcome: 'answered',
          request: { url: '', method: '', headers: {}, body: '' },
          httpMethod: step.kind,
          response: null,
          timing,
        },
        findings: [...step.findings],
      },
    ];
  return step.sent.map((sent, i) => {
    const received = step.received[i] ?? null;
    return {
      sent: {
        ...base,
        label: step.sent.length > 1 ? `${label}: ${sent.method} ${sent.url}` : label,
        outcome: received ? 'answered' : 'failed',
        ...(received ? {} : { error: 'no answer' }),
        // Not JSON-RPC: no method of its own; the HTTP method and path say what it was.
        request: {
          url: maskCredentialFields(sent.url, REDACTED),
          method: '',
          headers: sent.headers,
          body: maskCredentialFields(sent.body ?? '', REDACTED),
        },
        httpMethod: sent.method,
        response: received && { ...received, body: maskCredentialFields(received.body, REDACTED) },
        timing,
      },
      findings: i === step.sent.length - 1 ? [...step.findings] : [],
    };
  });
}
