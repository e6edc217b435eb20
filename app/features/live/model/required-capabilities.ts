import { answerValue } from '../../../exchange/model/body';
import type { ExchangeRecord } from '../../../../src/index';

/** The capabilities a -32021 answer says are required, or null when the answer is something else. */
export function requiredCapabilitiesOf(record: ExchangeRecord | null): Record<string, unknown> | null {
  const error = (
    answerValue(record?.response ?? null) as {
      error?: { code?: unknown; data?: { requiredCapabilities?: unknown } };
    } | null
  )?.error;
  if (error?.code !== -32021) return null;
  const required = error.data?.requiredCapabilities;
  return typeof required === 'object' && required !== null && !Array.isArray(required)
    ? (required as Record<string, unknown>)
    : {};
}
