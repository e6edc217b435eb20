import { checkSession, type ExchangeRecord, exchangeOfRecord } from '../../../../../src/index';
import { FindingsList } from '../../../../ui/findings-list';

/** What became of a retry sent with a tampered requestState, judged by the session rule R-MRTR-7. */
export function TamperVerdict({ record, original, sent }: { record: ExchangeRecord; original: string; sent: string }) {
  const exchange = exchangeOfRecord(record);
  if (!exchange) return null;
  const findings = checkSession([{ tag: { kind: 'retry', of: 0, tampered: true }, exchange }]);
  return (
    <section className="mrtr-tamper-verdict" data-testid="tamper-verdict" data-refused={findings.length === 0}>
      <p>
        This retry echoed <code>{sent}</code> instead of the server’s <code>{original}</code>.{' '}
        {findings.length === 0
          ? 'The server refused it, as it must when the state matters.'
          : 'The server accepted it.'}
      </p>
      <FindingsList findings={findings} testId="tamper-findings" />
    </section>
  );
}
