import { SPEC_BASE_URL, type ModernExplanation } from '../../../src/index';
import { Card } from '../../ui/card';
import { SpecLink } from '../../ui/spec-link';

const HTTP_SPEC = SPEC_BASE_URL + 'basic/transports/streamable-http';

/** Why the shaped response gets its HTTP status, in one sentence plus the rule. */
export function statusReason(modern: ModernExplanation): { text: string; rule: string } {
  const response = modern.response;
  if ('result' in response)
    return {
      text: 'Every result (complete, input_required or task) is sent with 200.',
      rule: 'http_status/1, R-HTTP-3',
    };
  const code = response.error.code;
  if (code === -32020 || code === -32021 || code === -32022) {
    const name =
      code === -32020
        ? 'HeaderMismatch'
        : code === -32021
          ? 'MissingRequiredClientCapability'
          : 'UnsupportedProtocolVersion';
    return { text: `${code} (${name}) is answered with 400 Bad Request.`, rule: 'R-HTTP-3' };
  }
  if (code === -32601)
    return { text: '-32601 (method not found) is answered with 404 Not Found.', rule: 'R-ERR-8, R-HTTP-3' };
  return {
    text: `${code} is produced while running the method, so it travels in-band with 200.`,
    rule: 'http_status/1',
  };
}

/** The HTTP status card: 200/400/404 and the rule that decided it. */
export function StatusCard({ modern }: { modern: ModernExplanation }) {
  const { text, rule } = statusReason(modern);
  const status = modern.httpStatus;
  return (
    <Card
      title="HTTP status"
      testId="status-card"
      tone={status === 200 ? 'good' : 'warn'}
      badge={<span data-testid="http-status">{status}</span>}
    >
      <p>{text}</p>
      <p className="muted">
        Rule: {rule}. A rejection raised before the method runs (bad headers, invalid <code>_meta</code>) is always 400.{' '}
        <SpecLink url={HTTP_SPEC}>Streamable HTTP</SpecLink>
      </p>
    </Card>
  );
}
