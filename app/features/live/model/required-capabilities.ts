import { answerText } from '../../../exchange/model/body';
import type { ExchangeRecord } from '../../../../src/index';

/** The capabilities a -32021 answer says are required, or null when the answer is something else. */
export function requiredCapabilitiesOf(record: ExchangeRecord | null): Record<string, unknown> | null {
  if (!record?.response) return null;
  try {
    const error = (
      JSON.parse(answerText(record.response)) as {
        error?: { code?: unknown; data?: { requiredCapabilities?: unknown } };
      }
    ).error;
    const required = error?.data?.requiredCapabilities;
    if (error?.code !== -32021) return null;
    return typeof required === 'object' && required !== null && !Array.isArray(required)
      ? (required as Record<string, unknown>)
      : {};
  } catch {
    return null;
  }
}
