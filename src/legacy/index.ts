export { eraDifferences, type EraDifference } from './era-diff';
export {
  isLegacyResourceNotFound,
  LEGACY_PROTOCOL_VERSION,
  toLegacyResponse,
  type LegacyOutcome,
  type LegacyResponse,
} from './to-legacy';
