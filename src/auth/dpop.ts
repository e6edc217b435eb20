import * as oauth from 'oauth4webapi';
import { base64ToBytes } from '../text/base64';
import { stringList } from './http';
import type { ServerMetadata } from './server-metadata';
import type { AuthRequest } from './types';

/** A DPoP key pair as oauth4webapi makes it (the private half never leaves WebCrypto). */
type DpopKeyPair = Awaited<ReturnType<typeof oauth.generateKeyPair>>;

// The algorithms this client signs proofs with, in order of preference.
const ALGORITHMS = ['ES256', 'ES384', 'EdDSA', 'RS256', 'PS256'] as const;

/**
 * The proof signing algorithm for an authorization server: the first of ours it lists in
 * `dpop_signing_alg_values_supported`, ES256 when it lists none (DPoP required by the user or a
 * `DPoP` challenge), undefined when it lists only ones we cannot sign with.
 *
 * @example
 * dpopAlgorithm({ issuer: 'https://auth.example.com', dpop_signing_alg_values_supported: ['RS256', 'ES256'] }) // => 'ES256'
 * dpopAlgorithm({ issuer: 'https://auth.example.com' }) // => 'ES256'
 * dpopAlgorithm({ issuer: 'https://auth.example.com', dpop_signing_alg_values_supported: ['HS256'] }) // => undefined
 */
export function dpopAlgorithm(server: ServerMetadata): string | undefined {
  const listed = stringList(server['dpop_signing_alg_values_supported']);
  if (listed.length === 0) return 'ES256';
  return ALGORITHMS.find((alg) => listed.includes(alg));
}

/**
 * Whether an authorization server advertises DPoP (RFC 9449 §5.1): a non-empty
 * `dpop_signing_alg_values_supported`.
 *
 * @example
 * advertisesDpop({ issuer: 'x', dpop_signing_alg_values_supported: ['ES256'] }) // => true
 * advertisesDpop({ issuer: 'x' }) // => false
 */
export function advertisesDpop(server: ServerMetadata): boolean {
  return stringList(server['dpop_signing_alg_values_supported']).length > 0;
}

/**
 * One authorization server's DPoP key for the session: a key pair made once (the private key not
 * extractable), oauth4webapi's handle over it (proofs, the authorization server's nonces), the
 * nonces resource servers asked for, by origin, and the key's JWK thumbprint.
 *
 * @example
 * const key = await DpopKey.generate('ES256');
 * const headers = await key.resourceHeaders({ method: 'POST', url: 'https://mcp.example.com/mcp', accessToken: 'at' });
 * headers.Authorization // => 'DPoP at'
 * const proof = decodeJwt(headers.DPoP);
 * [proof?.header.typ, proof?.claims['htm'], proof?.claims['htu']] // => ['dpop+jwt', 'POST', 'https://mcp.example.com/mcp']
 * typeof proof?.claims['ath'] // => 'string'
 */
export class DpopKey {
  /** oauth4webapi's handle: pass it as the `DPoP` option of a token request. */
  readonly handle: oauth.DPoPHandle;
  private readonly nonces = new Map<string, string>();
  private thumbprintValue: string | undefined;

  private constructor(keyPair: DpopKeyPair) {
    this.handle = oauth.DPoP({}, keyPair, {
      // Resource servers' nonces are ours to keep (the handle keeps only what token endpoints send).
      [oauth.modifyAssertion]: (_header, payload) => {
        const nonce = typeof payload['htu'] === 'string' ? this.nonces.get(originOf(payload['htu'])) : undefined;
        if (nonce !== undefined) payload['nonce'] = nonce;
      },
    });
  }

  /** A key pair for `alg` whose private key cannot be exported. */
  static async generate(alg: string): Promise<DpopKey> {
    return new DpopKey(await oauth.generateKeyPair(alg));
  }

  /** The JWK SHA-256 thumbprint of the public key (RFC 7638), what a bound token's `cnf.jkt` names. */
  async thumbprint(): Promise<string> {
    this.thumbprintValue ??= await this.handle.calculateThumbprint();
    return this.thumbprintValue;
  }

  /** Keeps the nonce a resource server asked for; later proofs to its origin carry it. */
  useNonce(url: string, nonce: string): void {
    this.nonces.set(originOf(url), nonce);
  }

  /** The nonce held for a resource server's origin, if any. */
  nonceFor(url: string): string | undefined {
    return this.nonces.get(originOf(url));
  }

  /**
   * The headers of one request to a protected resource: `Authorization: DPoP <token>` and a fresh
   * proof (`htm`, `htu` without query, `ath` of the token, the origin's nonce when it gave one).
   */
  async resourceHeaders(request: {
    method: string;
    url: string;
    accessToken: string;
  }): Promise<{ Authorization: string; DPoP: string }> {
    let captured: Record<string, string> = {};
    // oauth4webapi builds the request; the caller's own pipeline sends it (this fetch only looks).
    await oauth.protectedResourceRequest(request.accessToken, request.method, new URL(request.url), undefined, null, {
      DPoP: this.handle,
      [oauth.allowInsecureRequests]: true,
      [oauth.customFetch]: async (_url, init) => {
        captured = init.headers;
        return new Response(null, { status: 204 });
      },
    });
    return { Authorization: captured['authorization'] ?? '', DPoP: captured['dpop'] ?? '' };
  }
}

/**
 * A JWT taken apart for people (a DPoP proof, an identity assertion): its JOSE header and claims
 * (the signature is not checked), or null when it is not a JWT.
 *
 * @example
 * const part = (value: object) => bytesToBase64(new TextEncoder().encode(JSON.stringify(value)), { url: true });
 * const jwt = `${part({ typ: 'dpop+jwt', alg: 'ES256' })}.${part({ htm: 'POST' })}.sig`;
 * decodeJwt(jwt) // => { header: { typ: 'dpop+jwt', alg: 'ES256' }, claims: { htm: 'POST' } }
 * decodeJwt('not a jwt') // => null
 */
export function decodeJwt(jwt: string): { header: Record<string, unknown>; claims: Record<string, unknown> } | null {
  const [header, claims] = jwt.split('.').slice(0, 2).map(jsonPart);
  return header && claims ? { header, claims } : null;
}

/**
 * The `DPoP` header of a recorded request, if it carried a proof.
 *
 * @example
 * dpopProofOf({ method: 'POST', url: 'https://auth.example.com/token', headers: { dpop: 'a.b.c' } }) // => 'a.b.c'
 */
export function dpopProofOf(request: AuthRequest): string | undefined {
  const key = Object.keys(request.headers).find((k) => k.toLowerCase() === 'dpop');
  return key === undefined ? undefined : request.headers[key];
}

function jsonPart(part: string | undefined): Record<string, unknown> | null {
  const bytes = part === undefined ? null : base64ToBytes(part, { url: true });
  if (!bytes) return null;
  try {
    const value = JSON.parse(new TextDecoder().decode(bytes)) as unknown;
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

function originOf(url: string): string {
  return URL.canParse(url) ? new URL(url).origin : url;
}
