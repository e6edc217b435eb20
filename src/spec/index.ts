// The protocol facts of MCP 2026-07-28 in one place: every other module derives from these tables.
export { CLIENT_INFO } from './client-info';
export { ERROR_CODES, ERROR_RANGES, codesOf, errorCodeFact, inRange, type ErrorCodeFact } from './error-codes';
export { META_KEYS, REQUEST_SCOPED_META_KEYS, type MetaKeyFact } from './meta-keys';
// Each extension's id is a fact of its module (src/ext/<name>/facts.ts), named here with the others.
export { TASKS_EXTENSION } from '../ext/tasks/facts';
export { APPS_EXTENSION } from '../ext/apps/facts';
export { SKILLS_EXTENSION } from '../ext/skills/facts';
export {
  isListMethod,
  listMethods,
  METHOD_SETS,
  METHODS,
  methodFact,
  methodNames,
  offeredMethods,
  type ListMethod,
  type MethodFact,
  type MethodName,
} from './methods';
export { LOG_LEVELS, NOTIFICATIONS, REMOVED_SERVER_MESSAGES } from './notifications';
export { isParamHeaderName, isSecretHeaderName, MCP_HEADERS, paramHeaderName, X_MCP_HEADER } from './headers';
export { isHttpToken, isTransportRefusal, TCHAR } from './http';
export { SPEC_BASE_URL, SPEC_PAGES, specUrl } from './urls';
export {
  HTTP_SSE_PROTOCOL_VERSION,
  LEGACY_VERSIONS,
  sendsVersionHeader,
} from './legacy-era';
export {
  isLegacyVersion,
  LEGACY_PROTOCOL_VERSION,
  MODERN_PROTOCOL_VERSION,
  UNSUPPORTED_PROTOCOL_VERSION,
} from './versions';
