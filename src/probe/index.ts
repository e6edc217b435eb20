export {
  sendExchange,
  sendMessage,
  type ArrivedFrame,
  type FetchLike,
  type RecordedExchange,
  type SendExchangeInput,
} from './send-exchange';
export * from './scan-exports';
