import type { Finding } from '../../src/index';

/** Where a finding points, as a reader counts: the pointer ('' is the whole response) and the SSE frame from 1. */
export function findingLocation(finding: Pick<Finding, 'pointer' | 'frame'>): string {
  const where = finding.pointer || '(response)';
  return finding.frame === undefined ? where : `${where} in SSE frame ${finding.frame + 1}`;
}
