import { isSecretHeaderName, revealInvisible } from '../../../src/index';
import { maskValue } from '../model/secrets';

/** Request or response headers as a table; secret values masked unless revealed. */
export function HeadersTable({
  headers,
  reveal,
  testId,
}: {
  headers: Readonly<Record<string, string>>;
  reveal: boolean;
  testId: string;
}) {
  const rows = Object.entries(headers);
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
