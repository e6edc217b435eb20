export {
  sendBare,
  sendExchange,
  sendMessage,
  type ArrivedFrame,
  type FetchLike,
  type HttpFetchLike,
  type RecordedExchange,
  type SendExchangeInput,
} from './send-exchange';
export {
  composeFetch,
  withBearer,
  withCutOff,
  withEndOnError,
  withGrace,
  withHead,
  withOwner,
  withPartialRecording,
  withReader,
  withSignal,
  withTimeout,
  type FetchMiddleware,
  type PartialAnswer,
} from './middleware';
export { whyNoAnswer } from './network-failure';
export * from './scan-exports';
