/**
 * A BCP-14 level as it appears on a finding (desc, inferred, CONF-only and SDK rules are `INFO`;
 * `VERDICT` is R-ERA-1's "this server does not implement the revision").
 *
 * @example
 * RULES['R-RPC-1']?.level // => 'MUST'
 */
export type Level = 'MUST' | 'MUST NOT' | 'SHOULD' | 'SHOULD NOT' | 'MAY' | 'INFO' | 'VERDICT';

/**
 * A finding's severity: MUST/MUST NOT → error, SHOULD/SHOULD NOT → warning, the rest → info.
 *
 * @example
 * severityOf('SHOULD NOT') // => 'warning'
 */
export type Severity = 'error' | 'warning' | 'info';

/**
 * One row of the rule catalogue as its tables write it (src/check/rules.ts, src/auth/rules.ts and each
 * extension's `src/ext/<name>/rules.ts`): id, level, spec page, title and what differs from the defaults.
 *
 * @example
 * const row: RuleRow = ['R-TASK-6', 'MUST', 'https://example.org/sep', 'an unknown taskId gets -32602', { scope: 'session' }];
 * row[4]?.scope // => 'session'
 */
export type RuleRow = readonly [
  id: string,
  level: Level,
  page: string,
  title: string,
  extra?: Readonly<{
    /** `exchange` (the default): judged from one request + response; `session`: needs several exchanges. */
    scope?: 'exchange' | 'session';
    severity?: Severity;
    reference?: string;
    because?: string;
  }>,
];
