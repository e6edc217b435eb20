import { xmlAttr, xmlText } from '../probe/format/junit';
import type { InterfaceChange } from './diff-snapshots';

/**
 * How a run compared with its baseline, for the report formats.
 *
 * @example
 * const comparison: BaselineComparison = { baseline: 'base.json', changes: diffSnapshots(snapshotOf({}), snapshotOf({ tools: [{ name: 'echo' }] })), allowBreaking: false };
 * changesText(comparison).split('\n')[1] // => 'Changes since base.json: 0 breaking, 1 compatible'
 */
export interface BaselineComparison {
  /** The baseline's file name, as the user gave it. */
  baseline: string;
  changes: InterfaceChange[];
  /** `--allow-breaking`: breaking changes are reported but fail nothing. */
  allowBreaking: boolean;
}

/**
 * The changes for people, after the text report: one line per change and its reasons, the diffs left to
 * the JSON report.
 *
 * @example
 * const before = snapshotOf({ tools: [{ name: 'echo' }] });
 * changesText({ baseline: 'base.json', changes: diffSnapshots(before, snapshotOf({})), allowBreaking: false })
 * // => '\nChanges since base.json: 1 breaking, 0 compatible\n  [BREAKING] tool echo removed: tool echo removed: clients that name it get an error now\n'
 * changesText({ baseline: 'base.json', changes: [], allowBreaking: false }) // => '\nChanges since base.json: none\n'
 */
export function changesText(comparison: BaselineComparison): string {
  const { changes } = comparison;
  const breaking = changes.filter((c) => c.severity === 'breaking').length;
  if (changes.length === 0) return `\nChanges since ${comparison.baseline}: none\n`;
  const lines = [`Changes since ${comparison.baseline}: ${breaking} breaking, ${changes.length - breaking} compatible`];
  for (const c of changes) lines.push(`  [${c.severity.toUpperCase()}] ${changeTitle(c)}: ${c.reasons.join('; ')}`);
  if (breaking > 0 && comparison.allowBreaking) lines.push('  (--allow-breaking: these do not fail the run)');
  return `\n${lines.join('\n')}\n`;
}

/**
 * A change in a few words: what happened to which item.
 *
 * @example
 * const [change] = diffSnapshots(snapshotOf({ tools: [{ name: 'a' }] }), snapshotOf({ tools: [{ name: 'b' }] }));
 * changeTitle(change!) // => 'tool a renamed to b'
 */
export function changeTitle(change: InterfaceChange): string {
  if (change.kind === 'renamed') return `${change.area} ${change.previousName ?? '?'} renamed to ${change.name}`;
  return change.area === 'server' ? `server/discover ${change.kind}` : `${change.area} ${change.name} ${change.kind}`;
}

/**
 * Adds the changes to a JUnit report as one more testsuite, "Interface changes since <baseline>": a
 * failing testcase per breaking change (passing, with the reasons in system-out, under `allowBreaking`),
 * a passing one per compatible change, or one passing case when nothing changed; the totals of
 * `<testsuites>` are counted again.
 *
 * @example
 * const xml = '<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="MCP scan" tests="1" failures="0" errors="0" skipped="0" time="0.000">\n  <testsuite name="x" tests="1" failures="0" errors="0" skipped="0" time="0.000"/>\n</testsuites>\n';
 * const changes = diffSnapshots(snapshotOf({ tools: [{ name: 'echo' }] }), snapshotOf({}));
 * const out = withChangesJunit(xml, { baseline: 'base.json', changes, allowBreaking: false }).split('\n');
 * out[1] // => '<testsuites name="MCP scan" tests="2" failures="1" errors="0" skipped="0" time="0.000">'
 * out[3] // => '  <testsuite name="Interface changes since base.json" tests="1" failures="1" errors="0" skipped="0" time="0">'
 */
export function withChangesJunit(xml: string, comparison: BaselineComparison): string {
  const { changes, allowBreaking } = comparison;
  const cases: string[] = [];
  let failures = 0;
  for (const c of changes) {
    const name = xmlAttr(changeTitle(c));
    const details = xmlText(`${c.reasons.join('\n')}\n\n${c.diff}`);
    if (c.severity === 'breaking' && !allowBreaking) {
      failures += 1;
      cases.push(
        `    <testcase classname="changes.${c.area}" name="${name}" time="0"><failure type="breaking" message="${xmlAttr(c.reasons[0] ?? '')}">${details}</failure></testcase>`,
      );
    } else
      cases.push(
        `    <testcase classname="changes.${c.area}" name="${name}" time="0"><system-out>${details}</system-out></testcase>`,
      );
  }
  if (cases.length === 0)
    cases.push(`    <testcase classname="changes" name="${xmlAttr('no interface changes')}" time="0"/>`);
  const suite = [
    `  <testsuite name="${xmlAttr(`Interface changes since ${comparison.baseline}`)}" tests="${cases.length}" failures="${failures}" errors="0" skipped="0" time="0">`,
    ...cases,
    '  </testsuite>',
  ].join('\n');
  const recount = (line: string) =>
    line
      .replace(/ tests="(\d+)"/, (_, n: string) => ` tests="${Number(n) + cases.length}"`)
      .replace(/ failures="(\d+)"/, (_, n: string) => ` failures="${Number(n) + failures}"`);
  const lines = xml.split('\n');
  const head = lines.findIndex((l) => l.startsWith('<testsuites'));
  const end = lines.lastIndexOf('</testsuites>');
  if (head < 0 || end < 0) return xml;
  lines[head] = recount(lines[head]!);
  lines.splice(end, 0, suite);
  return lines.join('\n');
}
