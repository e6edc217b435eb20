export { eraDifferences, type EraDifference } from './era-diff';
export { toLegacyResponse, type LegacyOutcome } from './to-legacy';
export { LegacySession, LegacySessionError, type LegacySessionOptions } from './session/legacy-session';
export { endpointOf } from './session/sse-endpoint';
export { kindOf, serverRequestOf } from './session/messages';
export { resumeHintsOf } from './session/resume';
export type {
  LegacyAuthorize,
  LegacyExchange,
  LegacyProbe,
  LegacyServerInfo,
  LegacyTransport,
  ServerRequest,
  ServerRequestAnswer,
} from './session/types';
export { modernViewOf, type ModernView } from './modern-view';
export { migrationOf, MIGRATION_CHANGES, type MigrationChange, type MigrationEntry } from './migration';
export { chooseEra, eraOfDiscover, probeSseEndpoint, type ServerEra } from './session/choose-era';
