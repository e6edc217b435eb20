import {
  headerOf,
  maskCredentialFields,
  readChallenge,
  type AuthRequest,
  type AuthResponse,
  type AuthStep,
  type AuthorizerOptions,
  type ClientIdentity,
} from '../../../../src/index';
import type { ExchangeRecord } from '../../../../src/index';
import { MASK } from '../../../exchange/model/secrets';

/** Where a server's authorization stands on the live screen. */
export type AuthPhase = 'needed' | 'running' | 'authorized' | 'failed' | 'forgotten';

/** The MCP request that was refused, to send again (once) after authorizing. */
export interface RefusedRequest {
  record: ExchangeRecord;
  /** 403 insufficient_scope: a wider scope is needed (step-up). */
  stepUp: boolean;
  /** Sent by Connect (discover or a list): the retry connects again, so the catalog fills. */
  connecting: boolean;
}

/** The client the user names in the panel (all optional; empty: the panel registers one itself). */
export interface ClientFields {
  /** A pre-registered client id, used first with any authorization server. */
  clientId: string;
  /** Its secret, when the registration gave one (memory only, like the tokens). */
  clientSecret: string;
  /** The https URL of a Client ID Metadata Document, for servers that accept them. */
  metadataUrl: string;
  /** Scopes to ask for (space-separated), replacing the spec's selection. */
  scope: string;
  /** A PEM private key for private_key_jwt (memory only; imported as a non-extractable key). */
  privateKeyPem: string;
  /** A workload JWT, exchanged with the JWT-bearer grant (memory only). */
  workloadToken: string;
  /** Enterprise-managed authorization: the identity provider's issuer URL … */
  idpIssuer: string;
  /** … this client's id there … */
  idpClientId: string;
  /** … and the user's ID token from it (memory only). */
  idpIdToken: string;
}

/** No client named: registration is the panel's. */
export const NO_CLIENT: ClientFields = {
  clientId: '',
  clientSecret: '',
  metadataUrl: '',
  scope: '',
  privateKeyPem: '',
  workloadToken: '',
  idpIssuer: '',
  idpClientId: '',
  idpIdToken: '',
};

/**
 * What the panel's fields add to the Authorizer beyond the client: scopes, the workload JWT, the
 * identity provider (all three of its fields, or none).
 *
 * @example
 * grantOptionsOf({ ...NO_CLIENT, scope: 'a  b', workloadToken: ' eyJ.w ' }) // => { scopes: ['a', 'b'], workloadToken: 'eyJ.w' }
 */
export function grantOptionsOf(
  fields: ClientFields,
): Pick<AuthorizerOptions, 'scopes' | 'workloadToken' | 'identityProvider'> {
  const scopes = fields.scope.split(/\s+/).filter(Boolean);
  const [issuer, clientId, idToken] = [fields.idpIssuer, fields.idpClientId, fields.idpIdToken].map((v) => v.trim());
  return {
    ...(scopes.length > 0 ? { scopes } : {}),
    ...(fields.workloadToken.trim() ? { workloadToken: fields.workloadToken.trim() } : {}),
    ...(issuer && clientId && idToken ? { identityProvider: { issuer, clientId, idToken } } : {}),
  };
}

/**
 * The client part of the Authorizer's identity from the panel's fields (blank fields left out).
 *
 * @example
 * clientIdentityOf({ clientId: ' app ', clientSecret: '', metadataUrl: '' }) // => { preRegistered: { client_id: 'app' } }
 */
export function clientIdentityOf(
  fields: Pick<ClientFields, 'clientId' | 'clientSecret' | 'metadataUrl'>,
): Pick<ClientIdentity, 'preRegistered' | 'metadataDocumentUrl'> {
  const clientId = fields.clientId.trim();
  const metadataUrl = fields.metadataUrl.trim();
  return {
    ...(clientId
      ? {
          preRegistered: {
            client_id: clientId,
            ...(fields.clientSecret ? { client_secret: fields.clientSecret } : {}),
          },
        }
      : {}),
    ...(metadataUrl ? { metadataDocumentUrl: metadataUrl } : {}),
  };
}

/**
 * Why a typed Client ID Metadata Document URL cannot be a client_id (an absolute https URL with a
 * path; http only on loopback), or null when it can or is blank. Shown beside the field as typed.
 */
export function metadataUrlProblem(text: string): string | null {
  const value = text.trim();
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'Not an absolute URL: the client_id of a metadata document is its https:// URL.';
  }
  const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback))
    return `A metadata document URL uses https:// (http:// only on loopback), not ${url.protocol}`;
  if (url.pathname === '/' || url.hash)
    return 'A metadata document URL names a document: it has a path and no #fragment.';
  return null;
}

/** What the Authorization panel shows for one server. */
export interface AuthView {
  serverUrl: string;
  phase: AuthPhase;
  /** The rows: the challenge first, then each step as the Authorizer reports it. */
  steps: AuthStep[];
  refused: RefusedRequest | null;
  /** The scopes of the token held, when one is. */
  scopes: string[];
  canRefresh: boolean;
  /** The token held is DPoP-bound to this session's key: the binding probe can run. */
  dpopBound?: boolean;
  /** The client fields as typed. */
  client: ClientFields;
  /** The next answer from this server is the retry after an authorization. */
  awaitingRetry: boolean;
  error?: string;
}

/**
 * Whether an answer asks for authorization: a 401, or a 403 with `error="insufficient_scope"`.
 * `connecting`: Connect sent the request (its retry is connecting again).
 */
export function refusalOf(record: ExchangeRecord, connecting = false): RefusedRequest | null {
  const status = record.response?.status;
  if (status === 401) return { record, stepUp: false, connecting };
  if (status !== 403 || !record.response) return null;
  const challenge = headerOf(record.response.headers, 'www-authenticate') ?? '';
  return /error\s*=\s*"?insufficient_scope/i.test(challenge) ? { record, stepUp: true, connecting } : null;
}

/** The refused exchange as the authorization library reads it. */
export function authExchangeOf(record: ExchangeRecord): { request: AuthRequest; response: AuthResponse } {
  const response = record.response ?? { status: 0, headers: {}, body: '' };
  return {
    request: {
      method: record.request.method,
      url: record.request.url,
      headers: record.request.headers,
      body: record.request.body,
    },
    response: { status: response.status, headers: response.headers, body: response.body },
  };
}

/** The first row before anyone clicks Authorize: what the refusal says (judged, nothing sent). */
export function challengeRow(record: ExchangeRecord): AuthStep {
  const { request, response } = authExchangeOf(record);
  return readChallenge(request, response);
}

/** The row for the MCP request sent again with the new token. */
export function retryRow(record: ExchangeRecord): AuthStep {
  const { request, response } = authExchangeOf(record);
  const ok = !record.error && record.response !== null && record.response.status < 400;
  return {
    kind: 'retry',
    label: `Retry ${record.rpcMethod} with the token`,
    sent: [request],
    received: [record.response ? response : null],
    findings: [],
    ok,
    ...(ok ? {} : { error: record.error?.message ?? `the server answered ${record.response?.status} again` }),
  };
}

/**
 * A request or response body with every credential field masked (token answers, refresh grants,
 * registrations with secrets, assertion grants), unless revealed.
 *
 * @example
 * maskAuthBody('{"access_token":"abc"}') // => '{"access_token":"••••••"}'
 */
export function maskAuthBody(body: string): string {
  return maskCredentialFields(body, MASK);
}

/** A URL with its credential parameters masked (the callback's `code`). */
export function maskAuthUrl(url: string): string {
  return maskCredentialFields(url, MASK);
}

/** One authorization round of the panel: a challenge and the steps that answered it. */
export interface AuthRound {
  /** 1 for the first challenge, 2 for the next (a step-up, or a 401 again), … */
  number: number;
  /** What started it, in words ("401", "step-up: 403 insufficient_scope"). */
  reason: string;
  steps: AuthStep[];
  /** Every step went through. */
  ok: boolean;
  findings: number;
}

/**
 * The panel's rows grouped into rounds: each challenge starts one (a step-up is round 2); rows
 * before the first challenge (none in practice) belong to round 1.
 *
 * @example
 * const row = (kind: AuthStep['kind'], status?: number): AuthStep => ({ kind, label: kind, sent: [], received: status ? [{ status, headers: {}, body: '' }] : [], findings: [], ok: true });
 * roundsOf([row('challenge', 401), row('token'), row('retry'), row('challenge', 403), row('token')]).map((r) => [r.number, r.reason, r.steps.length])
 * // => [[1, '401', 3], [2, 'step-up: 403 insufficient_scope', 2]]
 */
export function roundsOf(steps: readonly AuthStep[]): AuthRound[] {
  const rounds: AuthRound[] = [];
  for (const step of steps) {
    let round = rounds.at(-1);
    if (!round || (step.kind === 'challenge' && round.steps.length > 0)) {
      const status = step.kind === 'challenge' ? step.received[0]?.status : undefined;
      round = {
        number: rounds.length + 1,
        reason: status === 403 ? 'step-up: 403 insufficient_scope' : status ? String(status) : 'authorization',
        steps: [],
        ok: true,
        findings: 0,
      };
      rounds.push(round);
    }
    round.steps.push(step);
    round.ok &&= step.ok;
    round.findings += step.findings.length;
  }
  return rounds;
}
