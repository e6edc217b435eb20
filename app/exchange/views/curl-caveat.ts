import { isSecretHeaderName } from '../../../src/index';

/**
 * What a copied curl command lacks: with a secret header masked, it will not authenticate; null when
 * nothing is masked.
 */
export function curlCaveat(headers: Readonly<Record<string, string>>, revealed: boolean): string | null {
  if (revealed || !Object.keys(headers).some(isSecretHeaderName)) return null;
  return 'Secrets are masked in this command: it will not authenticate until you reveal secrets and copy again.';
}
