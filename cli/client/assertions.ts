import { readFileSync } from 'node:fs';
import { decodeJwt, dpopProofOf, type AuthorizerOptions, type AuthStep } from '../../src/index';
import type { ClientCommand } from './args';

/** The workload JWT and the enterprise identity provider the flags name, read from their files. */
export function readAssertions(command: ClientCommand): Pick<AuthorizerOptions, 'workloadToken' | 'identityProvider'> {
  const read = (flag: string, file: string) => {
    try {
      const text = readFileSync(file, 'utf8').trim();
      if (text) return text;
    } catch (error) {
      throw new Error(`${flag}: ${(error as Error).message}`, { cause: error });
    }
    throw new Error(`${flag}: ${file} is empty`);
  };
  const out: Pick<AuthorizerOptions, 'workloadToken' | 'identityProvider'> = {};
  if (command.workloadTokenFile) out.workloadToken = read('--workload-token-file', command.workloadTokenFile);
  if (command.idp)
    out.identityProvider = {
      issuer: command.idp.issuer,
      clientId: command.idp.clientId,
      idToken: read('--idp-id-token-file', command.idp.idTokenFile),
      ...(command.idp.tokenEndpoint ? { token_endpoint: command.idp.tokenEndpoint } : {}),
    };
  return out;
}

/**
 * A step as stderr lines: its outcome, then each DPoP proof it sent taken apart (header and claims,
 * never a token: `ath` is a hash) and the key's thumbprint.
 */
export function describeStep(step: AuthStep): string {
  const lines = [`auth: ${step.label}: ${step.ok ? 'ok' : (step.error ?? 'failed')}`];
  for (const finding of step.findings) lines.push(`  ${finding.rule}: ${finding.message}`);
  step.sent.forEach((request, i) => {
    const proof = dpopProofOf(request);
    const decoded = proof ? decodeJwt(proof) : null;
    if (!decoded) return;
    const { jwk: _jwk, ...header } = decoded.header;
    const answer = step.received[i];
    lines.push(
      `  DPoP proof ${i + 1} (${request.method} ${request.url} -> ${answer ? answer.status : 'no answer'}): header ${JSON.stringify(header)}, claims ${JSON.stringify(decoded.claims)}`,
    );
  });
  if (step.thumbprint) lines.push(`  DPoP key thumbprint (jkt): ${step.thumbprint}`);
  return lines.join('\n') + '\n';
}
