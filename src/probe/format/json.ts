import type { ScanExchange, ScanReport } from '../scan/types';
import { maskCredentialFields, maskSecrets } from './secrets';

/**
 * The report as one JSON object for machines (`--format json`, the UI's export): `target`,
 * `verdict`, `era` (the version the server speaks), `findings` (rule, severity, level, pointer,
 * message, spec and the index of their `exchange`), `exchanges` (`cut: true` on a stream the run closed
 * itself, its `error` saying why), plus the cards, notes and timing;
 * for a 2025-era server `legacy` (its session) and `migration` (`{change, rule, exchange, spec,
 * learn, message}`, `exchange` an index as in findings). Credential headers, and credential
 * fields in bodies, URLs and headers (tokens, codes, PKCE verifiers: `maskCredentialFields`), are
 * redacted unless `revealSecrets`.
 *
 * @example
 * // A stand-in for a server of the 2025 era: every request gets -32601 with HTTP 404.
 * const fetch: FetchLike = async (url, init) => Response.json({ jsonrpc: '2.0', id: JSON.parse(init.body).id, error: { code: -32601, message: 'Method not found' } }, { status: 404 });
 * const report = await scanServer({ url: 'http://127.0.0.1:3000/mcp', fetch, headers: { Authorization: 'Bearer s3cret' } });
 * const json = JSON.parse(reportJson(report));
 * [json.verdict, json.findings[0].rule, json.findings[0].exchange, json.findings[0].pointer] // => ['fail', 'R-ERA-1', 0, '/error/code']
 * json.exchanges[0].request.headers.Authorization // => '[redacted]'
 * JSON.parse(reportJson(report, { revealSecrets: true })).exchanges[0].request.headers.Authorization // => 'Bearer s3cret'
 */
export function reportJson(report: ScanReport, options: { revealSecrets?: boolean } = {}): string {
  const reveal = options.revealSecrets === true;
  const text = (t: string) => (reveal ? t : maskCredentialFields(t));
  const mask = (h: Record<string, string>) =>
    reveal ? h : Object.fromEntries(Object.entries(maskSecrets(h)).map(([k, v]) => [k, text(v)]));
  return JSON.stringify(
    {
      target: report.target,
      verdict: report.verdict,
      startedAt: report.startedAt,
      durationMs: report.durationMs,
      includeCalls: report.includeCalls,
      areas: report.areas,
      notes: report.notes,
      ...(report.noEndpoint !== undefined ? { noEndpoint: report.noEndpoint } : {}),
      ...(report.era !== undefined ? { era: report.era } : {}),
      ...(report.legacy !== undefined ? { legacy: report.legacy } : {}),
      ...(report.migration !== undefined
        ? {
            migration: report.migration.map((m) => ({
              change: m.change,
              rule: m.rule,
              exchange: m.exchange,
              spec: m.spec,
              learn: m.learn,
              message: text(m.message),
            })),
          }
        : {}),
      findings: report.findings.map((f) => ({
        rule: f.rule,
        severity: f.severity,
        level: f.level,
        pointer: f.pointer,
        message: text(f.message),
        spec: f.spec,
        exchange: f.exchange,
        ...(f.expected !== undefined ? { expected: f.expected } : {}),
        ...(f.actual !== undefined ? { actual: text(f.actual) } : {}),
        ...(f.frame !== undefined ? { frame: f.frame } : {}),
        ...(f.related !== undefined ? { related: f.related } : {}),
        ...(f.because !== undefined ? { because: f.because } : {}),
      })),
      exchanges: report.exchanges.map((e) => ({
        index: e.index,
        probe: e.probe,
        label: e.label,
        area: e.area,
        outcome: e.outcome,
        ...(e.cut ? { cut: true } : {}),
        ...(e.error !== undefined ? { error: e.error.message } : {}),
        ...(e.overCap !== undefined ? { overCap: e.overCap } : {}),
        request: {
          url: text(e.request.url),
          method: methodOf(e),
          ...(e.rpcId !== undefined ? { id: e.rpcId } : {}),
          ...(e.rpcParams !== undefined ? { params: e.rpcParams } : {}),
          headers: mask(e.request.headers),
          body: text(e.request.body),
        },
        response: e.response && {
          status: e.response.status,
          headers: mask(e.response.headers),
          body: text(e.response.body),
        },
        timing: {
          startedAt: Date.parse(e.startedAt),
          ...(e.timing.firstByteMs !== undefined ? { headersMs: e.timing.firstByteMs } : {}),
          totalMs: e.timing.totalMs,
        },
      })),
    },
    null,
    2,
  );
}

// The JSON-RPC method, or for a request that is not JSON-RPC (an authorization step) its HTTP method and path.
function methodOf(e: ScanExchange): string {
  if (e.rpcMethod !== '') return e.rpcMethod;
  const path = URL.canParse(e.request.url) ? new URL(e.request.url).pathname : e.request.url;
  return `${e.request.method} ${path}`.trim();
}
