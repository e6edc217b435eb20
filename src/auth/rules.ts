import { SPEC_PAGES } from '../spec';

const AUTH = SPEC_PAGES.authorization;
// The authorization steps of src/auth emit these over their own exchanges; checkExchange emits
// only R-AUTH-21, its one verdict on an authorization challenge.
const STEPS = { reference: 'src/auth' } as const;
const CHALLENGE = { reference: 'checkExchange' } as const;
type AuthLevel = 'MUST' | 'MUST NOT' | 'SHOULD' | 'INFO';

/**
 * The authorization rules (`R-AUTH-*`) of the checker's catalogue: what a protected server, its
 * resource metadata and its authorization server must do for an MCP client to authorize. The
 * catalogue (src/check/rules.ts) appends these rows, so each id is a `RuleId` with a spec link.
 *
 * @example
 * AUTH_ROWS.find(([id]) => id === 'R-AUTH-7')?.[3] // => 'the authorization server supports PKCE with S256'
 */
export const AUTH_ROWS = [
  ['R-AUTH-1', 'MUST', AUTH, 'a 401 carries a Bearer (or DPoP) WWW-Authenticate challenge', STEPS],
  ['R-AUTH-2', 'MUST', AUTH, 'Protected Resource Metadata is found (challenge or well-known URI)', STEPS],
  ['R-AUTH-3', 'MUST', AUTH, 'the resource metadata names its resource and at least one authorization server', STEPS],
  ['R-AUTH-4', 'MUST', AUTH, 'the resource named in the resource metadata is the MCP server URL', STEPS],
  ['R-AUTH-5', 'MUST', AUTH, 'authorization server metadata is found at a well-known URI', STEPS],
  ['R-AUTH-6', 'MUST', AUTH, 'the issuer in the metadata is the authorization server identifier', STEPS],
  ['R-AUTH-7', 'MUST', AUTH, 'the authorization server supports PKCE with S256', STEPS],
  [
    'R-AUTH-8',
    'MUST',
    AUTH,
    'the metadata names the authorization and token endpoints and the code response type',
    STEPS,
  ],
  ['R-AUTH-9', 'INFO', AUTH, 'the authorization server offers a way to register (CIMD or dynamic registration)', STEPS],
  ['R-AUTH-10', 'MUST', AUTH, 'the authorization response carries the right iss (RFC 9207)', STEPS],
  ['R-AUTH-11', 'MUST', AUTH, 'the authorization response returns the state and a code', STEPS],
  ['R-AUTH-12', 'MUST', AUTH, 'the token endpoint answers with an access token', STEPS],
  ['R-AUTH-13', 'MUST', AUTH, 'dynamic client registration answers 201 with a client_id', STEPS],
  ['R-AUTH-14', 'SHOULD', AUTH, 'an insufficient_scope challenge names the scope it needs', STEPS],
  ['R-AUTH-15', 'SHOULD', AUTH, 'a 401 challenge names the scope it needs', STEPS],
  ['R-AUTH-16', 'MUST', AUTH, 'a refresh token grant answers with a new access token', STEPS],
  ['R-AUTH-17', 'INFO', AUTH, 'the server answers without authorization', STEPS],
  ['R-AUTH-18', 'MUST', AUTH, 'authorization server endpoints use https (loopback excepted)', STEPS],
  ['R-AUTH-19', 'MUST', AUTH, 'the server accepts the access token its authorization server issued', STEPS],
  ['R-AUTH-20', 'INFO', AUTH, 'step-up authorization stopped at the retry limit', STEPS],
  [
    'R-AUTH-21',
    'INFO',
    AUTH,
    'an authorization challenge (401, or 403 insufficient_scope) is judged by the authorization steps, not as JSON-RPC',
    CHALLENGE,
  ],
  [
    'R-AUTH-22',
    'SHOULD',
    AUTH,
    'a server that challenges with the DPoP scheme has an authorization server advertising dpop_signing_alg_values_supported',
    STEPS,
  ],
  ['R-AUTH-23', 'SHOULD', AUTH, 'a DPoP nonce settles: the retry with the nonce given is accepted', STEPS],
  [
    'R-AUTH-24',
    'MUST',
    AUTH,
    'the token type matches the request (DPoP-bound for a DPoP proof to a server that advertises DPoP, Bearer without one)',
    STEPS,
  ],
  [
    'R-AUTH-25',
    'MUST',
    AUTH,
    'a token exchange for an identity assertion answers with an ID-JAG (issued_token_type and typ)',
    STEPS,
  ],
  [
    'R-AUTH-26',
    'MUST',
    AUTH,
    'the server refuses a DPoP proof whose htu is not the request URL (a probe the user asks for)',
    STEPS,
  ],
] as const satisfies readonly (readonly [
  id: `R-AUTH-${number}`,
  level: AuthLevel,
  page: string,
  title: string,
  extra: { reference: string },
])[];
