import { createPrivateKey, webcrypto } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { ClientPrivateKey } from '../../src/index';

/** Reads a PEM private key (PKCS#8, SEC1 or PKCS#1) as a WebCrypto signing key for private_key_jwt. */
export async function readPrivateKey(file: string): Promise<ClientPrivateKey> {
  const key = createPrivateKey(readFileSync(file, 'utf8'));
  const der = key.export({ format: 'der', type: 'pkcs8' });
  const details = key.asymmetricKeyDetails;
  if (key.asymmetricKeyType === 'ec') {
    const curve =
      details?.namedCurve === 'secp384r1' ? 'P-384' : details?.namedCurve === 'prime256v1' ? 'P-256' : undefined;
    if (!curve) throw new Error(`${file}: only P-256 and P-384 EC keys are supported`);
    return webcrypto.subtle.importKey('pkcs8', der, { name: 'ECDSA', namedCurve: curve }, false, [
      'sign',
    ]) as Promise<ClientPrivateKey>;
  }
  if (key.asymmetricKeyType === 'rsa')
    return webcrypto.subtle.importKey('pkcs8', der, { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' }, false, [
      'sign',
    ]) as Promise<ClientPrivateKey>;
  throw new Error(`${file}: a ${key.asymmetricKeyType ?? 'unknown'} key cannot sign client assertions here`);
}
