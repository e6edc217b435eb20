export { cacheableMethods, defaultCache, type CacheHints, type CacheScope, type ModernConfig } from './cache';
export { ShapeInputError } from './errors';
export { httpStatus, rejectionHttpStatus, REJECTION_HTTP_STATUS } from './http-status';
export type { CacheOutcome, ModernResponse, ToResponseOptions } from './shape';
export type { ShapeStep } from './steps';
export { explainModern, resourceNotFound, toResponse, type ModernExplanation } from './to-response';
