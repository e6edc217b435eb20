export { eraDifferences, type EraDifference } from './era-diff';
export { toLegacyResponse, type LegacyOutcome } from './to-legacy';
