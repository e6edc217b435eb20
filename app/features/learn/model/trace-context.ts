/**
 * Why a `traceparent` value breaks the W3C Trace Context format, or null when it is valid: four
 * lowercase-hex fields, a version other than ff, and a trace id and parent id that are not all zeros.
 *
 * @example
 * traceparentProblem('00-0af7651916cd43dd8448eb211c80319c-00f067aa0ba902b7-01') // => null
 * traceparentProblem('ff-0af7651916cd43dd8448eb211c80319c-00f067aa0ba902b7-01') // => 'version ff is forbidden'
 */
export function traceparentProblem(value: unknown): string | null {
  if (typeof value !== 'string') return 'it is not a string';
  const match = /^([0-9a-f]{2})-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/.exec(value);
  if (!match) return 'it is not version-traceid-parentid-flags in lowercase hex (2-32-16-2 digits)';
  const [, version, traceId, parentId] = match;
  if (version === 'ff') return 'version ff is forbidden';
  if (/^0+$/.test(traceId ?? '')) return 'an all-zero trace id is invalid';
  if (/^0+$/.test(parentId ?? '')) return 'an all-zero parent id is invalid';
  return null;
}
