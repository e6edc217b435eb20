import { toFinding, type Finding } from '../../check/finding';
import { isJsonObject } from '../../json/types';
import { CSP_DOMAIN_KEYS, loopbackMessage, reachesOrigin } from './csp';

// Apart from csp.ts: the findings bring the rule catalogue, which the sandbox's server (buildAppCsp) must not load.
/**
 * R-APP-23 on each declared origin of a resource's `csp` that reaches one of `origins` (the host's own),
 * at `base` + `/_meta/ui/csp/<key>/<index>`.
 *
 * @example
 * ownOriginFindings({ connectDomains: ['https://api.example.com', 'http://localhost:*'] }, ['http://127.0.0.1:5173'], '/result/contents/0').map((f) => f.pointer)
 * // => ['/result/contents/0/_meta/ui/csp/connectDomains/1']
 */
export function ownOriginFindings(csp: unknown, origins: readonly string[], base: string): Finding[] {
  return CSP_DOMAIN_KEYS.flatMap((key) => {
    const list = isJsonObject(csp) ? csp[key] : undefined;
    if (!Array.isArray(list)) return [];
    return list.flatMap((domain, j) =>
      typeof domain === 'string' && origins.some((origin) => reachesOrigin(domain, origin))
        ? [
            toFinding({
              rule: 'R-APP-23',
              pointer: `${base}/_meta/ui/csp/${key}/${j}`,
              message: loopbackMessage(domain, key, true),
              actual: domain,
            }),
          ]
        : [],
    );
  });
}
