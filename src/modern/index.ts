export {
  cacheableMethods,
  defaultCache,
  isCacheableMethod,
  type CacheHints,
  type CacheScope,
  type ModernConfig,
} from './cache';
export { MODERN_PROTOCOL_VERSION, REQUEST_SCOPED_META_KEYS, SERVER_INFO_META_KEY, SPEC_BASE_URL } from './constants';
export { ShapeInputError } from './errors';
export { httpStatus, rejectionHttpStatus, REJECTION_HTTP_STATUS } from './http-status';
export type { CacheOutcome, CacheSource, ModernResponse, ToResponseOptions } from './shape';
export { REASONS, type ShapeStep, type StepAction, type StepReason } from './steps';
export { explainModern, resourceNotFound, toResponse, type ModernExplanation } from './to-response';
export type { ServerInfo } from './validate';
