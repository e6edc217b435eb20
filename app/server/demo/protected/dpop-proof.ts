import { createHash, webcrypto } from 'node:crypto';

// How long a proof's iat may be from now (RFC 9449 §11.1 leaves it to the server).
const WINDOW_S = 300;
const VERIFY: Record<
  string,
  { key: webcrypto.EcKeyImportParams | webcrypto.Algorithm; sign: webcrypto.EcdsaParams | webcrypto.Algorithm }
> = {
  ES256: { key: { name: 'ECDSA', namedCurve: 'P-256' }, sign: { name: 'ECDSA', hash: 'SHA-256' } },
  ES384: { key: { name: 'ECDSA', namedCurve: 'P-384' }, sign: { name: 'ECDSA', hash: 'SHA-384' } },
  EdDSA: { key: { name: 'Ed25519' }, sign: { name: 'Ed25519' } },
  Ed25519: { key: { name: 'Ed25519' }, sign: { name: 'Ed25519' } },
};

const b64url = (bytes: Buffer | Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (text: string) => b64url(createHash('sha256').update(text).digest());
const withoutQuery = (url: string) => {
  const u = new URL(url);
  return `${u.origin}${u.pathname}`.replace(/\/$/, '');
};

/** The JWK SHA-256 thumbprint (RFC 7638) of a public key: its required members, sorted. */
function thumbprint(jwk: Record<string, unknown>): string {
  const members =
    jwk['kty'] === 'EC' ? ['crv', 'kty', 'x', 'y'] : jwk['kty'] === 'OKP' ? ['crv', 'kty', 'x'] : ['e', 'kty', 'n'];
  return sha256(JSON.stringify(Object.fromEntries(members.map((m) => [m, jwk[m]]))));
}

/**
 * Why a request's DPoP proof does not bind it to the token (RFC 9449 §4.3, §7.1), or null when it
 * does: one proof, typ, a signature by the key in its header, that key's thumbprint the token's
 * `jkt`, `htm` and `htu` this request (`checkHtu: false`, the misconfigured variant, skips `htu`), a
 * recent `iat`, and `ath` the token's hash.
 */
export async function dpopProofProblem(
  proof: string | null,
  request: { method: string; url: string; accessToken: string; jkt: string; checkHtu?: boolean },
): Promise<string | null> {
  if (!proof) return 'the request carries no DPoP proof';
  if (proof.includes(',')) return 'the request carries more than one DPoP proof';
  const [h, p, s] = proof.split('.');
  let header: Record<string, unknown>;
  let claims: Record<string, unknown>;
  try {
    header = JSON.parse(Buffer.from(h ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
    claims = JSON.parse(Buffer.from(p ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
  } catch {
    return 'the DPoP proof is not a JWT';
  }
  const alg = VERIFY[String(header['alg'])];
  const jwk = header['jwk'];
  if (header['typ'] !== 'dpop+jwt' || !alg || typeof jwk !== 'object' || jwk === null || 'd' in jwk)
    return 'the DPoP proof header is not a dpop+jwt with a supported alg and a public jwk';
  const key = await webcrypto.subtle.importKey('jwk', jwk as webcrypto.JsonWebKey, alg.key, false, ['verify']);
  const signed = Buffer.from(`${h}.${p}`);
  if (!(await webcrypto.subtle.verify(alg.sign, key, Buffer.from(s ?? '', 'base64url'), signed)))
    return 'the DPoP proof signature does not verify';
  if (thumbprint(jwk as Record<string, unknown>) !== request.jkt)
    return 'the DPoP proof key is not the key the token is bound to';
  if (claims['htm'] !== request.method) return 'htm is not the request method';
  const htu = claims['htu'];
  const htuMatches = typeof htu === 'string' && URL.canParse(htu) && withoutQuery(htu) === withoutQuery(request.url);
  if (!htuMatches && request.checkHtu !== false) return 'htu is not the request URL';
  if (typeof claims['iat'] !== 'number' || Math.abs(Date.now() / 1000 - claims['iat']) > WINDOW_S)
    return 'iat is not recent';
  if (typeof claims['jti'] !== 'string') return 'the DPoP proof has no jti';
  if (claims['ath'] !== sha256(request.accessToken)) return 'ath is not the hash of the access token';
  return null;
}
