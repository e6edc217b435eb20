// Everything the server scan adds to the library (one line in src/index.ts re-exports it).
export { argumentsFor, EXAMPLE_BOUNDS, exampleArguments, exampleValue, valueFor, type ExampleValue } from './arguments';
export { formContent, inputResponseFor, inputResponsesFor } from './input-responses';
export { scanServer } from './scan/scan-server';
export { SCAN_CONCURRENCY } from './scan/session';
export {
  runLegacySession,
  sseEraFinding,
  LEGACY_MAX_CALLS,
  type LegacyRun,
  type LegacyRunResult,
} from './scan/legacy-scan';
export { legacyNotes, legacyScanExchange, scanMigration } from './scan/legacy-phase';
export { SCAN_AREAS, exitCodeOf } from './scan/report';
export { exchangeOf as scanExchangeOf } from './scan/read';
export { noEndpointReason } from './scan/no-endpoint';
export { judgeStdio, type StdioObservations } from './scan/stdio';
export type { SentProbe } from './scan/send-probe';
export type {
  AreaSummary,
  ProbeFields,
  ProbeOutcome,
  ScanArea,
  ScanExchange,
  ScanFinding,
  ScanHost,
  ScanOptions,
  ScanProgress,
  ScanReport,
  ScanVerdict,
  LegacyScanSummary,
  ScanMigrationEntry,
} from './scan/types';
export { checkSession, type ProbeTag, type SessionExchange, type SessionFinding } from '../check/session';
export { reportJson } from './format/json';
export { reportJunit } from './format/junit';
export { reportText } from './format/text';
export { groupFindings, groupTitle, type FindingGroup } from './format/groups';
export { maskCredentialFields, maskSecrets } from './format/secrets';
