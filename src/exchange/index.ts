export {
  exchangeRecord,
  recordOfRecorded,
  scanRecord,
  withError,
  restoredRecord,
  rpcMethodOf,
  rpcRequestOf,
  tappedRecord,
  withFindings,
  type RecordContext,
  type RecordInput,
  type RpcRequest,
} from './records';
export { exchangeOfRecord, judgeRecord } from './judge';
export { requestMessageOf } from './message';
export { serverOf } from './server';
export type { ExchangeRecord, ExchangeSource, TappedRecord } from './record';
export { outcomeOf, outcomeOfText, outcomeWords, type Outcome } from './outcome';
export { VERDICTS, verdictOf, verdictWords, type Verdict } from './verdict';
