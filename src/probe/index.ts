export {
  sendExchange,
  sendMessage,
  type ArrivedFrame,
  type FetchLike,
  type FetchResponseLike,
  type RecordedExchange,
  type SendExchangeInput,
  type TransportOptions,
} from './send-exchange';
