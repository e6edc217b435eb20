import type { RuleId } from '../../check/rules';
import type { ScanExchange, ScanFinding, ScanReport } from '../scan/types';

/**
 * The report as JUnit XML for CI systems (`--format junit`): a testsuite per area, a testcase per
 * rule and exchange (a failure when one of its findings is an error; warnings and infos go to
 * system-out), one passing testcase for an exchange without findings, an error for a probe that
 * got no complete answer (then the testcases of its findings, if any), and a skipped testcase for a
 * probe that was not sent. A 2025-era server
 * also gets the suite "Migration to 2026-07-28": one failing testcase per change of its migration report.
 *
 * @example
 * // A stand-in for a server of the 2025 era (every request gets -32601 with HTTP 404) and a still clock.
 * const fetch: FetchLike = async (url, init) => Response.json({ jsonrpc: '2.0', id: JSON.parse(init.body).id, error: { code: -32601, message: 'Method not found' } }, { status: 404 });
 * const report = await scanServer({ url: 'http://127.0.0.1:3000/mcp', fetch, now: () => 0 });
 * const lines = reportJunit(report).split('\n');
 * lines[0] // => '<?xml version="1.0" encoding="UTF-8"?>'
 * lines[1] // => '<testsuites name="MCP scan of http://127.0.0.1:3000/mcp" tests="32" failures="4" errors="0" skipped="26" time="0.000">'
 * lines.find((l) => l.includes('Migration')) // => '  <testsuite name="Migration to 2026-07-28" tests="2" failures="2" errors="0" skipped="0" time="0.000">'
 */
export function reportJunit(report: ScanReport): string {
  const suites = report.areas
    .filter((a) => a.probes + a.skipped > 0)
    .map((area) =>
      suite(
        area.title,
        report.exchanges.filter((e) => e.area === area.area),
        report,
      ),
    );
  if (report.migration && report.migration.length > 0) suites.push(migrationSuite(report));
  const totals = suites.reduce(
    (t, s) => ({
      tests: t.tests + s.tests,
      failures: t.failures + s.failures,
      errors: t.errors + s.errors,
      skipped: t.skipped + s.skipped,
    }),
    { tests: 0, failures: 0, errors: 0, skipped: 0 },
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="${attr(`MCP scan of ${report.target}`)}" tests="${totals.tests}" failures="${totals.failures}" errors="${totals.errors}" skipped="${totals.skipped}" time="${seconds(report.durationMs)}">`,
    ...suites.map((s) => s.xml),
    '</testsuites>',
    '',
  ].join('\n');
}

interface Suite {
  xml: string;
  tests: number;
  failures: number;
  errors: number;
  skipped: number;
}

function suite(title: string, exchanges: readonly ScanExchange[], report: ScanReport): Suite {
  const cases: string[] = [];
  const counts = { tests: 0, failures: 0, errors: 0, skipped: 0 };
  let time = 0;
  for (const e of exchanges) {
    time += e.timing.totalMs;
    const className = attr(`${e.area}.${e.probe}`);
    const caseTime = seconds(e.timing.totalMs);
    if (e.outcome === 'skipped') {
      counts.tests += 1;
      counts.skipped += 1;
      cases.push(
        `    <testcase classname="${className}" name="${attr(e.label)}" time="0"><skipped message="${attr(e.error?.message ?? 'not sent')}"/></testcase>`,
      );
      continue;
    }
    const answered = e.outcome === 'answered';
    if (!answered) {
      counts.tests += 1;
      counts.errors += 1;
      cases.push(
        `    <testcase classname="${className}" name="${attr(e.label)}" time="${caseTime}"><error type="${e.outcome}" message="${attr(e.error?.message ?? e.outcome)}"/></testcase>`,
      );
    }
    // A request with no answer may still be judged for it (R-LEGACY-3): its findings follow its error.
    const byRule = groupByRule(report.findings.filter((f) => f.exchange === e.index));
    if (byRule.size === 0) {
      if (!answered) continue;
      counts.tests += 1;
      cases.push(
        `    <testcase classname="${className}" name="${attr(`${e.label}: no findings`)}" time="${caseTime}"/>`,
      );
      continue;
    }
    for (const [rule, findings] of byRule) {
      counts.tests += 1;
      const errors = findings.filter((f) => f.severity === 'error');
      const name = attr(`${rule} ${findings[0]!.spec.title.replace(`${rule}: `, '')} (${e.label})`);
      const details = findings.map(detail).join('\n');
      if (errors.length > 0) {
        counts.failures += 1;
        cases.push(
          `    <testcase classname="${className}" name="${name}" time="${caseTime}"><failure type="${rule}" message="${attr(errors[0]!.message)}">${text(details)}</failure></testcase>`,
        );
      } else
        cases.push(
          `    <testcase classname="${className}" name="${name}" time="${caseTime}"><system-out>${text(details)}</system-out></testcase>`,
        );
    }
  }
  const xml = [
    `  <testsuite name="${attr(title)}" tests="${counts.tests}" failures="${counts.failures}" errors="${counts.errors}" skipped="${counts.skipped}" time="${seconds(time)}">`,
    ...cases,
    '  </testsuite>',
  ].join('\n');
  return { xml, ...counts };
}

// One failing test case per change 2026-07-28 asks of a 2025-era server, naming the exchange that shows it.
function migrationSuite(report: ScanReport): Suite {
  const entries = report.migration ?? [];
  const cases = entries.map((m) => {
    const seen = report.exchanges[m.exchange]?.label ?? `exchange ${m.exchange}`;
    const details = `${m.message} Seen on exchange ${m.exchange} (${seen}). ${m.rule} ${m.spec} Learn: #/learn/${m.learn}`;
    return `    <testcase classname="migration.${attr(m.change)}" name="${attr(`${m.change} (${seen})`)}" time="0"><failure type="${m.rule}" message="${attr(m.message)}">${text(details)}</failure></testcase>`;
  });
  const n = entries.length;
  const xml = [
    `  <testsuite name="Migration to 2026-07-28" tests="${n}" failures="${n}" errors="0" skipped="0" time="0.000">`,
    ...cases,
    '  </testsuite>',
  ].join('\n');
  return { xml, tests: n, failures: n, errors: 0, skipped: 0 };
}

function groupByRule(findings: readonly ScanFinding[]): Map<RuleId, ScanFinding[]> {
  const out = new Map<RuleId, ScanFinding[]>();
  for (const f of findings) out.set(f.rule, [...(out.get(f.rule) ?? []), f]);
  return out;
}

function detail(f: ScanFinding): string {
  const where = f.pointer === '' ? 'status or headers' : f.pointer;
  const because = f.because ? ` (${f.level} shown as ${f.severity}: ${f.because})` : '';
  return `${f.severity} ${f.rule} at ${where}${f.frame !== undefined ? ` (SSE frame ${f.frame})` : ''}: ${f.message}${because} ${f.spec.url}`;
}

function seconds(ms: number): string {
  return (ms / 1000).toFixed(3);
}

// Servers send any text; XML 1.0 cannot carry most control characters at all, so they become U+FFFD.
const INVALID_XML =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

function text(value: string): string {
  return value.replace(INVALID_XML, '\uFFFD').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function attr(value: string): string {
  return text(value).replace(/"/g, '&quot;').replace(/\n/g, '&#10;');
}

// The interface changes' suite (src/changes) escapes its text the same way.
export { text as xmlText, attr as xmlAttr };
