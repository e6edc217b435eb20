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
 * cspDomainProblem('wss://*.example.com:8443') // => null
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

const PARTS = /^([a-z]+):\/\/([^/:]+)(?::(\d{1,5}|\*))?\/?$/i;
const DEFAULT_PORT: Readonly<Record<string, string>> = { http: '80', ws: '80', https: '443', wss: '443' };

/** The host and port (`*`, a number, or the scheme's default) of a well-formed declared origin. */
function partsOf(domain: string): { host: string; port: string } | null {
  const m = cspDomainProblem(domain) === null ? PARTS.exec(domain) : null;
  return m ? { host: m[2]!.toLowerCase(), port: m[3] ?? DEFAULT_PORT[m[1]!.toLowerCase()] ?? '' } : null;
}

/**
 * Whether a host name is the user's own machine: localhost and its subdomains, 127.0.0.0/8 in any
 * spelling a URL accepts (127.1, 2130706433), 0.0.0.0 and ::1. A wildcard `*.` stands for a subdomain.
 *
 * @example
 * isLoopbackHost('localhost') // => true
 * isLoopbackHost('*.localhost') // => true
 * isLoopbackHost('2130706433') // => true
 * isLoopbackHost('api.example.com') // => false
 */
export function isLoopbackHost(host: string): boolean {
  const h = host.toLowerCase().replace(/^\*\./, 'x.');
  if (h === 'localhost' || h.endsWith('.localhost')) return true;
  const normal = URL.canParse(`http://${h}/`) ? new URL(`http://${h}/`).hostname : h;
  return /^127\.\d+\.\d+\.\d+$/.test(normal) || normal === '0.0.0.0' || normal === '[::1]';
}

/**
 * Whether a well-formed declared CSP origin names the user's own machine (R-APP-23).
 *
 * @example
 * isLoopbackDomain('http://127.0.0.1:*') // => true
 * isLoopbackDomain('https://api.example.com') // => false
 */
export function isLoopbackDomain(domain: string): boolean {
  const parts = partsOf(domain);
  return parts !== null && isLoopbackHost(parts.host);
}

/**
 * Whether a declared CSP origin would let a View reach `origin`: the same port (or `*`), and the same host,
 * a wildcard over it, or both on the user's machine (127.0.0.1, localhost and ::1 are one server there).
 *
 * @example
 * reachesOrigin('http://localhost:*', 'http://127.0.0.1:5173') // => true
 * reachesOrigin('http://127.0.0.1:3000', 'http://127.0.0.1:5173') // => false
 * reachesOrigin('https://*.example.com', 'https://app.example.com') // => true
 */
export function reachesOrigin(domain: string, origin: string): boolean {
  const declared = partsOf(domain);
  const own = URL.canParse(origin) ? new URL(origin) : null;
  if (!declared || !own) return false;
  const ownPort = own.port || DEFAULT_PORT[own.protocol.slice(0, -1)];
  if (declared.port !== '*' && declared.port !== ownPort) return false;
  const ownHost = own.hostname.toLowerCase();
  if (isLoopbackHost(declared.host) && isLoopbackHost(ownHost)) return true;
  return declared.host.startsWith('*.') ? ownHost.endsWith(declared.host.slice(1)) : declared.host === ownHost;
}

/**
 * What R-APP-23 says of a declared loopback origin, or (`own`) of one that reaches the host's own origin.
 *
 * @example
 * loopbackMessage('http://localhost:3000', 'connectDomains')
 * // => "connectDomains names http://localhost:3000, the user's own machine: a View there reaches local services (a host may refuse it; this inspector refuses its own origin)."
 */
export function loopbackMessage(domain: string, key: string, own = false): string {
  return own
    ? `${key} names ${domain}, which reaches this inspector's own origin (its relay and page); the sandbox leaves it out of the View's CSP.`
    : `${key} names ${domain}, the user's own machine: a View there reaches local services (a host may refuse it; this inspector refuses its own origin).`;
}

const listAt = (
  csp: unknown,
  key: (typeof CSP_DOMAIN_KEYS)[number],
  refused: (domain: string) => boolean,
): string[] => {
  const list = isJsonObject(csp) ? csp[key] : undefined;
  return Array.isArray(list)
    ? list.filter((d): d is string => typeof d === 'string' && cspDomainProblem(d) === null && !refused(d))
    : [];
};

/**
 * The `_meta.ui.csp` key whose domains feed a CSP directive (as a violation names it), or null for one no
 * declaration opens.
 *
 * @example
 * cspKeyOf('connect-src') // => 'connectDomains'
 * cspKeyOf('script-src-elem') // => 'resourceDomains'
 * cspKeyOf('object-src') // => null
 */
export function cspKeyOf(directive: string): (typeof CSP_DOMAIN_KEYS)[number] | null {
  if (directive === 'connect-src') return 'connectDomains';
  if (directive === 'frame-src' || directive === 'child-src') return 'frameDomains';
  if (directive === 'base-uri') return 'baseUriDomains';
  return /^(script|style|img|font|media)-src(-elem|-attr)?$/.test(directive) ? 'resourceDomains' : null;
}

/**
 * The well-formed origin a resource declared for `directive` that reaches `blocked`, or null when it declared
 * none. The host builds the CSP from every such origin but the inspector's own, so a refused origin the resource
 * declared was refused for reaching the inspector, not for a missing declaration.
 *
 * @example
 * const csp = { connectDomains: ['http://localhost:*', 'https://api.example.com'] };
 * declaredOriginFor(csp, 'connect-src', 'http://127.0.0.1:5173/api/relay') // => 'http://localhost:*'
 * declaredOriginFor(csp, 'img-src', 'http://127.0.0.1:5173/x.png') // => null
 * declaredOriginFor(csp, 'connect-src', 'https://other.example.com/') // => null
 */
export function declaredOriginFor(csp: unknown, directive: string, blocked: string): string | null {
  const key = cspKeyOf(directive);
  const origin = URL.canParse(blocked) ? new URL(blocked).origin : null;
  if (!key || !origin || origin === 'null') return null;
  return listAt(csp, key, () => false).find((domain) => reachesOrigin(domain, origin)) ?? null;
}

/**
 * The Content-Security-Policy a host gives an app: built from the resource's declared domains and
 * nothing looser (malformed ones are dropped), the spec's restrictive default when none are declared.
 * A declared origin that reaches one of `ownOrigins` (the host's own, its relay's) is dropped too; when
 * the host does not know its origins, every loopback origin is.
 *
 * @example
 * buildAppCsp(undefined)
 * // => "default-src 'none'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; media-src 'self' data:; connect-src 'none'; frame-src 'none'; object-src 'none'; base-uri 'self'"
 * buildAppCsp({ connectDomains: ['https://api.example.com', 'bad; x'] }).split('; ').find((d) => d.startsWith('connect-src')) // => "connect-src 'self' https://api.example.com"
 * const local = { connectDomains: ['http://localhost:*', 'http://127.0.0.1:3000'] };
 * buildAppCsp(local, ['http://127.0.0.1:5173']).split('; ').find((d) => d.startsWith('connect-src')) // => "connect-src 'self' http://127.0.0.1:3000"
 * buildAppCsp(local).split('; ').find((d) => d.startsWith('connect-src')) // => "connect-src 'none'"
 */
export function buildAppCsp(csp: unknown, ownOrigins?: readonly string[]): string {
  const refused = ownOrigins
    ? (domain: string) => ownOrigins.some((origin) => reachesOrigin(domain, origin))
    : isLoopbackDomain;
  const resources = listAt(csp, 'resourceDomains', refused).join(' ');
  const connect = listAt(csp, 'connectDomains', refused);
  const frames = listAt(csp, 'frameDomains', refused);
  const bases = listAt(csp, 'baseUriDomains', refused);
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
