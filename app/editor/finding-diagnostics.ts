import type { Finding } from '../../src/index';
import type { EditorDiagnostic } from './types';

const NONE: readonly EditorDiagnostic[] = [];

/** A checker finding as an editor marker: placed by its pointer (and SSE frame), linked to its rule's spec page. */
export function findingDiagnostic(finding: Finding): EditorDiagnostic {
  const values = [
    finding.expected !== undefined ? `Expected: ${finding.expected}` : '',
    finding.actual !== undefined ? `Actual: ${finding.actual}` : '',
  ].filter(Boolean);
  return {
    pointer: finding.pointer,
    ...(finding.frame !== undefined ? { frame: finding.frame } : {}),
    severity: finding.severity,
    message: [finding.message, ...values].join('\n'),
    rule: finding.rule,
    specUrl: finding.spec.url,
  };
}

/**
 * Findings as the `diagnostics` of the editor showing the response they judge (the same empty list
 * each time there are none, so the editor skips re-placing).
 *
 * @example
 * <CodeEditor modelUri={MODEL_URIS.response} diagnostics={findingDiagnostics(verdict.findings)} … />
 */
export function findingDiagnostics(findings: readonly Finding[] | undefined): readonly EditorDiagnostic[] {
  return findings && findings.length > 0 ? findings.map(findingDiagnostic) : NONE;
}
