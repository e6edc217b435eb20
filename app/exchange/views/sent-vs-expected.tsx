import { useMemo, useState } from 'react';
import { expectedShape, exchangeOfRecord, type ExchangeRecord } from '../../../src/index';
import { answerText, isSse as isSseAnswer, readable, readableBody } from '../model/body';
import { ExpectedDiff } from './expected-diff';

/** "Sent vs expected", derived and compared only while open: on a 10 MB answer neither is free. */
export function SentVsExpected({ record }: { record: ExchangeRecord }) {
  const [open, setOpen] = useState(false);
  const sent = useMemo(() => (open ? prettyBody(record) : ''), [open, record]);
  const expected = useMemo(() => (open ? expectedText(record) : null), [open, record]);
  return (
    <details className="expected" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>Sent vs expected</summary>
      {open && <ExpectedDiff sent={sent} expected={expected} />}
    </details>
  );
}

function prettyBody(record: ExchangeRecord): string {
  const response = record.response;
  return response && !isSseAnswer(response.headers) ? readableBody(response) : readable(answerText(response));
}

function expectedText(record: ExchangeRecord): string | null {
  const exchange = exchangeOfRecord(record);
  const shape = exchange ? expectedShape(exchange) : null;
  return shape ? JSON.stringify(shape.response, null, 2) : null;
}
