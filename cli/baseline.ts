import { readFileSync } from 'node:fs';
import {
  changesText,
  diffSnapshots,
  hasBreaking,
  reportJson,
  snapshotOfReport,
  withChangesJunit,
  type BaselineComparison,
  type InterfaceSnapshot,
  type ScanReport,
} from '../src/index';

/** `--baseline <report.json>` and `--allow-breaking`, as `scan` and `client` take them. */
export interface BaselineFlags {
  /** A JSON report of an earlier scan or client run of the same server. */
  baseline?: string;
  allowBreaking?: boolean;
}

/** The help lines of the two flags, one place for both commands. */
export const BASELINE_OPTIONS = [
  ['--baseline <report.json>', "Compare the server's interface with an earlier --format json report of it"],
  ['--allow-breaking', 'Report breaking interface changes without failing (exit 0)'],
] as const;

/** The baseline flags from the typed values; a usage error when `--allow-breaking` has no baseline to judge. */
export function baselineFlags(baseline: string | undefined, allowBreaking: boolean): BaselineFlags | string {
  if (baseline === '') return '--baseline needs the file name of a JSON report.';
  if (allowBreaking && baseline === undefined) return '--allow-breaking goes with --baseline <report.json>.';
  return { ...(allowBreaking ? { allowBreaking } : {}), ...(baseline !== undefined ? { baseline } : {}) };
}

/** The baseline's interface, read before anything is sent: a clear error for a file that is not a report. */
export function loadBaseline(flags: BaselineFlags): { snapshot: InterfaceSnapshot } | { error: string } | null {
  if (flags.baseline === undefined) return null;
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(flags.baseline, 'utf8'));
  } catch (error) {
    return { error: `--baseline ${flags.baseline}: ${(error as Error).message}` };
  }
  const snapshot = snapshotOfReport(value);
  if (!snapshot)
    return {
      error: `--baseline ${flags.baseline}: not a JSON report with a server/discover answer (write one with --format json).`,
    };
  return { snapshot };
}

/**
 * The report text with the changes since the baseline (JSON: a `changes` array; JUnit: one more suite;
 * text: a section at the end) and whether they fail the run. A run that saw no interface (the server did
 * not answer) compares nothing and says so.
 */
export function compareWithBaseline(
  report: ScanReport,
  text: string,
  format: 'text' | 'json' | 'junit',
  flags: BaselineFlags,
  before: InterfaceSnapshot,
): { text: string; fails: boolean; summary: string } {
  const name = flags.baseline ?? '';
  const now = snapshotOfReport(JSON.parse(reportJson(report)));
  if (!now) return { text, fails: false, summary: `No interface seen, so nothing was compared with ${name}.` };
  const comparison: BaselineComparison = {
    baseline: name,
    changes: diffSnapshots(before, now),
    allowBreaking: flags.allowBreaking === true,
  };
  const breaking = comparison.changes.filter((c) => c.severity === 'breaking').length;
  const fails = hasBreaking(comparison.changes) && !flags.allowBreaking;
  const summary = `Changes since ${name}: ${breaking} breaking, ${comparison.changes.length - breaking} compatible${breaking > 0 && flags.allowBreaking ? ' (allowed)' : ''}.`;
  if (format === 'text') return { text: text + changesText(comparison), fails, summary };
  if (format === 'junit') return { text: withChangesJunit(text, comparison), fails, summary };
  const json = JSON.parse(text) as Record<string, unknown>;
  return {
    text: JSON.stringify({ ...json, baseline: name, changes: comparison.changes }, null, 2) + '\n',
    fails,
    summary,
  };
}
