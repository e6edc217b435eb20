import { isJsonObject } from '../../json/types';

/** The domain lists of `_meta.ui.csp`, and the CSP directives each feeds. */
export const CSP_DOMAIN_KEYS = ['connectDomains', 'resourceDomains', 'frameDomains', 'baseUriDomains'] as const;

// An origin, optionally with a wildcard subdomain and a port: what a CSP source may safely carry here.
const ORIGIN =
  /^(https?|wss?):\/\/(\*\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:(\d{1,5}|\*))?$/i;

/**
 * Why a declared CSP domain is not a well-formed origin, or null when it is. A space, `;` or `,` would
 * add directives or sources to the policy the host builds; a path, a bare host or a keyword is no origin.
 *
 * @example
 * cspDomainProblem('https://api.example.com') // => null
 * cspDomainProblem('https://*.cdn.example.com:8443') // => null
 * cspDomainProblem('api.example.com') // => 'no scheme: a CSP origin is scheme://host[:port]'
 * cspDomainProblem("https://a.example; script-src 'unsafe-eval'") // => 'a space, ";" or "," would inject CSP directives or sources'
 * cspDomainProblem('*') // => 'a wildcard for every origin declares nothing'
 */
export function cspDomainProblem(domain: string): string | null {
  if (/[\s;,]/.test(domain)) return 'a space, ";" or "," would inject CSP directives or sources';
  if (domain === '*' || /^(https?|wss?):\/\/\*$/i.test(domain)) return 'a wildcard for every origin declares nothing';
  if (domain.startsWith("'")) return 'a CSP keyword, not an origin';
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(domain)) return 'no scheme: a CSP origin is scheme://host[:port]';
  if (!/^(https?|wss?):/i.test(domain)) return 'only http(s) and ws(s) origins can be declared';
  if (/^[a-z]+:\/\/[^/]+\/./i.test(domain)) return 'a path: declare the origin only';
  return ORIGIN.test(domain.replace(/\/$/, '')) ? null : 'not scheme://host[:port]';
}

const listAt = (csp: unknown, key: (typeof CSP_DOMAIN_KEYS)[number]): string[] => {
  const list = isJsonObject(csp) ? csp[key] : undefined;
  return Array.isArray(list)
    ? list.filter((d): d is string => typeof d === 'string' && cspDomainProblem(d) === null)
    : [];
};

/**
 * The Content-Security-Policy a host gives an app: built from the resource's declared domains and
 * nothing looser (malformed ones are dropped), the spec's restrictive default when none are declared.
 *
 * @example
 * buildAppCsp(undefined)
 * // => "default-src 'none'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; media-src 'self' data:; connect-src 'none'; frame-src 'none'; object-src 'none'; base-uri 'self'"
 * buildAppCsp({ connectDomains: ['https://api.example.com', 'bad; x'] }).split('; ').find((d) => d.startsWith('connect-src')) // => "connect-src 'self' https://api.example.com"
 */
export function buildAppCsp(csp: unknown): string {
  const resources = listAt(csp, 'resourceDomains').join(' ');
  const connect = listAt(csp, 'connectDomains');
  const frames = listAt(csp, 'frameDomains');
  const bases = listAt(csp, 'baseUriDomains');
  const withRes = (base: string) => (resources ? `${base} ${resources}` : base);
  return [
    "default-src 'none'",
    withRes("script-src 'self' 'unsafe-inline'"),
    withRes("style-src 'self' 'unsafe-inline'"),
    withRes("img-src 'self' data:"),
    ...(resources ? [`font-src 'self' ${resources}`] : []),
    withRes("media-src 'self' data:"),
    connect.length > 0 ? `connect-src 'self' ${connect.join(' ')}` : "connect-src 'none'",
    frames.length > 0 ? `frame-src ${frames.join(' ')}` : "frame-src 'none'",
    "object-src 'none'",
    bases.length > 0 ? `base-uri ${bases.join(' ')}` : "base-uri 'self'",
  ].join('; ');
}

const PERMISSIONS = {
  camera: 'camera',
  microphone: 'microphone',
  geolocation: 'geolocation',
  clipboardWrite: 'clipboard-write',
} as const;

/**
 * The iframe's `allow` attribute from the resource's declared `permissions` (unknown ones ignored).
 *
 * @example
 * appAllow({ camera: {}, clipboardWrite: {}, usb: {} }) // => 'camera; clipboard-write'
 * appAllow(undefined) // => ''
 */
export function appAllow(permissions: unknown): string {
  if (!isJsonObject(permissions)) return '';
  return Object.entries(PERMISSIONS)
    .filter(([key]) => isJsonObject(permissions[key]))
    .map(([, feature]) => feature)
    .join('; ');
}
