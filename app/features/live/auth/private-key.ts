/**
 * A PEM private key (PKCS#8: `-----BEGIN PRIVATE KEY-----`) as a WebCrypto signing key for
 * private_key_jwt, never extractable: the text stays in the panel's memory, the key in WebCrypto.
 * The key type names the algorithm: EC P-256 or P-384 (ES256, ES384), else RSA (RS256).
 */
export async function importPrivateKeyPem(pem: string): Promise<CryptoKey> {
  const body = /-----BEGIN PRIVATE KEY-----([\s\S]+?)-----END PRIVATE KEY-----/.exec(pem)?.[1];
  if (!body) throw new Error('the private key is not a PKCS#8 PEM (-----BEGIN PRIVATE KEY-----)');
  const der = Uint8Array.from(atob(body.replace(/\s+/g, '')), (c) => c.charCodeAt(0));
  const tries: (EcKeyImportParams | RsaHashedImportParams)[] = [
    { name: 'ECDSA', namedCurve: 'P-256' },
    { name: 'ECDSA', namedCurve: 'P-384' },
    { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' },
  ];
  for (const algorithm of tries) {
    try {
      return await crypto.subtle.importKey('pkcs8', der, algorithm, false, ['sign']);
    } catch {
      // Not this key type: the next one.
    }
  }
  throw new Error('the private key is neither an EC P-256/P-384 nor an RSA key');
}
