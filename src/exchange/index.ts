export type { ExchangeRecord, ExchangeSource, TappedRecord } from './record';
export { VERDICTS, verdictOf, verdictWords, type Verdict } from './verdict';
