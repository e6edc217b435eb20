// The library's only entry point for app/ (tests may deep-import internals). It holds the API the
// README documents, plus what app/ and app/server/ use.

// Protocol facts (src/spec): every method list, error code and _meta key derives from these tables.
export {
  CLIENT_INFO,
  ERROR_CODES,
  errorCodeFact,
  isHttpToken,
  isListMethod,
  isParamHeaderName,
  isSecretHeaderName,
  listMethods,
  HTTP_SSE_PROTOCOL_VERSION,
  LEGACY_PROTOCOL_VERSION,
  LEGACY_VERSIONS,
  MCP_HEADERS,
  META_KEYS,
  METHODS,
  methodFact,
  methodNames,
  offeredMethods,
  paramHeaderName,
  MODERN_PROTOCOL_VERSION,
  SPEC_BASE_URL,
  SPEC_PAGES,
  specUrl,
  TASKS_EXTENSION,
  APPS_EXTENSION,
  SKILLS_EXTENSION,
  UNSUPPORTED_PROTOCOL_VERSION,
  X_MCP_HEADER,
  type ErrorCodeFact,
  type ListMethod,
  type MetaKeyFact,
  type MethodFact,
  type MethodName,
} from './spec';

// Protocol extensions (src/ext): one module each, registered in one table.
export { declaredExtensions, EXTENSIONS, type Extension, type ExtensionFacts, type TapTagger } from './ext';
export { APP_MIME_TYPE, appCallableTools, appResourceUri, toolVisibility } from './ext/apps/ui-meta';
export {
  appAllow,
  buildAppCsp,
  cspDomainProblem,
  cspKeyOf,
  declaredOriginFor,
  isLoopbackDomain,
  isLoopbackHost,
  reachesOrigin,
} from './ext/apps/csp';
export { ownOriginFindings } from './ext/apps/own-origin-findings';
export { fallbackProblem } from './ext/apps/session';
export {
  BridgeJudge,
  fallbackFinding,
  NEEDED_CAPABILITY,
  sandboxFinding,
  type BridgeDirection,
  type SandboxEvent,
} from './ext/apps/bridge';
export { BRIDGE_LIMITS, boundedSize, FloodGate } from './ext/apps/bounds';
export { APPS_BRIDGE_VERSION } from './ext/apps/facts';
export { contentBytes, skillEntryProblems, verifySkillBytes } from './ext/skills/entries';
export { skillBytesProblem, skillDigestOf } from './ext/skills/entries';
export { skillFileFindings } from './ext/skills/session';

// Elixir terms.
export { isTagged, TermSyntaxError, parseTerm, inspectTerm, termEquals, termFromJson, termToJson } from './term';
export type { Term } from './term';

// Handler results.
export {
  HandlerParseError,
  parseHandlerResult,
  printHandlerResult,
  type HandlerResult,
  type HandlerSyntax,
} from './handler';

// Modern era (ConduitMcp.Protocol.Modern).
export {
  cacheableMethods,
  defaultCache,
  explainModern,
  httpStatus,
  REJECTION_HTTP_STATUS,
  resourceNotFound,
  ShapeInputError,
  toResponse,
  type CacheHints,
  type CacheOutcome,
  type CacheScope,
  type ModernConfig,
  type ModernExplanation,
  type ModernResponse,
  type ShapeStep,
  type ToResponseOptions,
} from './modern';

// Legacy era (2025-11-25).
export {
  chooseEra,
  endpointOf,
  eraDifferences,
  eraOfDiscover,
  kindOf,
  LegacySession,
  migrationOf,
  MIGRATION_CHANGES,
  modernViewOf,
  probeSseEndpoint,
  LegacySessionError,
  resumeHintsOf,
  serverRequestOf,
  toLegacyResponse,
  type EraDifference,
  type LegacyAuthorize,
  type LegacyExchange,
  type LegacyOutcome,
  type LegacyProbe,
  type LegacyServerInfo,
  type LegacySessionOptions,
  type LegacyTransport,
  type MigrationChange,
  type MigrationEntry,
  type ModernView,
  type ServerEra,
  type ServerRequest,
  type ServerRequestAnswer,
} from './legacy';
export { judgeLegacy, type LegacyContext } from './check/legacy/judge';
export { LEGACY_RULES } from './check/legacy/rules';

// ExMCP.Server.ResultNormalizer.
export {
  errorCode,
  errorMessage,
  NoMatchingClauseError,
  paginated,
  stringifyKeys,
  toolErrorResult,
  toolResult,
} from './normalizer';

// The divergence checker.
export {
  allowSchemaCompilation,
  checkExchange,
  expectedShape,
  RULES,
  sessionRules,
  toFinding,
  type CheckContext,
  type Exchange,
  type ExpectedShape,
  type Finding,
  type Level,
  type Rule,
  type RuleId,
  type Severity,
} from './check';
export { validateJson, type SchemaVerdict, type SchemaViolation } from './check';
export { routingHeaderRefusals, type Refusal } from './check/routing-refusals';

// Wire: modern requests and response parsing; sending an exchange over an injected fetch.
export {
  buildRequest,
  ENVELOPE,
  parseResponseBody,
  type BuildRequestInput,
  type BuiltRequest,
  type ParsedResponse,
  type WireProblem,
} from './wire';
export { SseReader, type SseEvent } from './wire';
export { decodeHeaderValue } from './wire';
// The send pipeline: one request and its answer, the layers around it (timeouts, cut-offs, grace, partial
// recording, tokens, an owner's abort), and the scan battery.
export * from './probe';
// The lifecycle: every request and stream has an owner that lets it go.
export { RequestOwner } from './lifecycle';
export { buildReport as buildScanReport } from './probe/scan/report';

// Authorization (OAuth 2.1 for MCP): each step with its exchanges and findings.
export * from './auth';

// The exchange: one record, one verdict rule and its words (every screen shows exchanges this way).
export {
  exchangeOfRecord,
  exchangeRecord,
  judgeRecord,
  outcomeOf,
  outcomeOfText,
  outcomeWords,
  recordOfRecorded,
  scanRecord,
  serverOf,
  withError,
  requestMessageOf,
  restoredRecord,
  rpcMethodOf,
  rpcRequestOf,
  tappedRecord,
  VERDICTS,
  verdictOf,
  verdictWords,
  withFindings,
  type ExchangeRecord,
  type ExchangeSource,
  type Outcome,
  type RecordContext,
  type RecordInput,
  type RpcRequest,
  type TappedRecord,
  type Verdict,
} from './exchange';

// JSON helpers: placing findings in a text, positioned parse errors.
export { isJsonObject, type JsonObject, type JsonRpcId } from './json/types';
export { jsonPointer } from './json/pointer';
export { pointersToRanges, type OffsetRange } from './json/pointer-range';
export {
  pointerToRange,
  resolvePointerRange,
  resolvePointerRanges,
  type PointerRange,
  type ResolveOptions,
} from './json/resolve-pointer';
export { isPositionedError, type PositionedError } from './json/positioned-error';
export { compareJson, type JsonComparison, type JsonDifference, type JsonSource } from './json/compare';
export { base64ToBytes, bytesToBase64, type Base64Options } from './text/base64';
export { hasInvisible, revealInvisible } from './text/invisible';

// Interface changes (src/changes): a server's interface as one connection saw it, and what changed since.
export {
  changesText,
  changeTitle,
  compareSchemas,
  diffSnapshots,
  hasBreaking,
  readSnapshot,
  snapshotOf,
  snapshotOfReport,
  SNAPSHOT_LISTS,
  SNAPSHOT_MAX_ITEMS,
  withChangesJunit,
  type BaselineComparison,
  type InterfaceChange,
  type InterfaceSnapshot,
} from './changes';
