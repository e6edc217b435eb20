import { checkExchange, ENVELOPE, isJsonObject, MCP_HEADERS, type Finding } from '../../../../src/index';
import { DEFAULT_REQUEST_META, type PlaygroundInput } from './input';
import type { PreviewOk } from './compute-preview';

/** The divergence checker's verdict on the playground's own output. */
export interface Verdict {
  findings: Finding[];
  /** Set when the request _meta text could not be used as typed. */
  note: string | null;
  /** Set when the checker did not finish (the findings then say so): why, for a retry. */
  failure?: string;
}

/**
 * Checks the shaped response as if a server had sent it for this request: our own output
 * must get no finding unless the input itself forces one (e.g. input_required with no part).
 */
export function computeVerdict(input: PlaygroundInput, preview: PreviewOk): Verdict {
  const { meta, note } = requestMeta(input.requestMeta);
  const findings = checkExchange({
    request: {
      method: input.method,
      id: preview.requestId,
      params: { _meta: meta },
      headers: {
        // Only a string is a header value: {"toString": 1} here used to crash the worker.
        [MCP_HEADERS.protocolVersion]: headerText(meta[ENVELOPE.protocolVersion]),
        [MCP_HEADERS.method]: input.method,
      },
    },
    response: {
      status: preview.modern.httpStatus,
      headers: { 'content-type': 'application/json' },
      body: preview.modernText,
    },
  });
  return { findings, note };
}

function requestMeta(text: string): { meta: Record<string, unknown>; note: string | null } {
  try {
    const value: unknown = JSON.parse(text);
    if (isJsonObject(value)) return { meta: value, note: null };
  } catch {
    // Fall through to the default envelope below.
  }
  return {
    meta: JSON.parse(DEFAULT_REQUEST_META) as Record<string, unknown>,
    note: 'The request _meta is not a JSON object, so the default envelope was used.',
  };
}

function headerText(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}
