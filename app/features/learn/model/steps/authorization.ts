import { spec } from '../spec-links';
import type { StepDefinition } from '../types';

export const authorization: StepDefinition = {
  id: 'authorization',
  title: 'Authorization: from a 401 to the resource metadata',
  summary:
    'A protected server answers 401 with a WWW-Authenticate challenge whose resource_metadata names the document that says who issues its tokens.',
  changes: [],
  explanation: [
    'An MCP server behind OAuth 2.1 answers a request without a valid token with HTTP 401 and a WWW-Authenticate header: the scheme Bearer, the scope to ask for, and resource_metadata, the URL of its Protected Resource Metadata (RFC 9728). A client reads that URL from the header rather than guessing; only when the header names none does it try the well-known URIs, the one with the server’s path first.',
    'The resource metadata is a JSON document: resource (which must be this server’s URL, or the client refuses to ask a token for it), authorization_servers (the issuers to ask) and scopes_supported. From the issuer the client fetches the authorization server’s own metadata, then registers, authorizes with PKCE S256 and the resource parameter, and sends the request again with the token. Live’s Authorization panel shows each of these steps on /demo/protected.',
  ],
  reading: {
    changes: ['m7', 'm8', 'm9'],
    paragraphs: [
      'What 2026-07-28 changes, none of it visible in MCP responses: clients validate the iss parameter of an authorization response against the issuer they recorded, native and CLI clients register with application_type "native", and stored client credentials belong to the authorization server that issued them (never reused with another). Dynamic Client Registration is deprecated in favour of Client ID Metadata Documents (an HTTPS URL as client_id).',
    ],
  },
  spec: [
    spec('basic/authorization', '', 'Authorization'),
    spec('basic/authorization', 'authorization-response-validation', 'Authorization response validation'),
  ],
  live: 'authorization',
  exercise: {
    kind: 'live',
    scenario: 'authorization',
    task: 'The protected demo refused server/discover with 401. Fetch the document its challenge points to: put the URL of its resource metadata in "url" (it is fetched as you type).',
    hint: 'Read the resource_metadata parameter of the WWW-Authenticate header in the answer above; that URL serves JSON with resource and authorization_servers.',
    checks: [],
  },
  wrong: { text: 'other-resource', feedback: 'R-AUTH-4' },
};
