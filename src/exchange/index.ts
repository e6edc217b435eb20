export { recordOfRecorded, type RecordContext } from './from-recorded';
export { exchangeOfRecord, judgeRecord, rpcMethodOf } from './judge';
export type { ExchangeRecord, ExchangeSource, TappedRecord } from './record';
export { outcomeOf, outcomeOfText, outcomeWords, type Outcome } from './outcome';
export { VERDICTS, verdictOf, verdictWords, type Verdict } from './verdict';
