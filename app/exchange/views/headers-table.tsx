import { isSecretHeaderName, revealInvisible } from '../../../src/index';
import { maskValue } from '../model/secrets';

/** The headers a reader of the protocol looks at first: the content type and the MCP ones. */
const PROTOCOL_HEADER = /^(content-type|mcp-)/i;

/**
 * Request or response headers as a table; secret values masked unless revealed. `protocol-first`
 * lists the content type and the `Mcp-*` headers before the rest (each group in the order sent).
 */
export function HeadersTable({
  headers,
  reveal,
  testId,
  order = 'as-sent',
}: {
  headers: Readonly<Record<string, string>>;
  reveal: boolean;
  testId: string;
  order?: 'as-sent' | 'protocol-first';
}) {
  const sent = Object.entries(headers);
  const rows =
    order === 'as-sent'
      ? sent
      : [
          ...sent.filter(([name]) => PROTOCOL_HEADER.test(name)),
          ...sent.filter(([name]) => !PROTOCOL_HEADER.test(name)),
        ];
  if (rows.length === 0) return <p className="muted">No headers.</p>;
  return (
    <table className="headers-table" data-testid={testId}>
      <tbody>
        {rows.map(([name, value]) => (
          <tr key={name}>
            <th scope="row">{revealInvisible(name)}</th>
            <td className="mono">{!reveal && isSecretHeaderName(name) ? maskValue(value) : revealInvisible(value)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
