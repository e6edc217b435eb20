import { decodeJwt, dpopProofOf, type AuthRequest, type AuthResponse, type AuthStep } from '../../../../src/index';
import { HeadersTable } from '../../../exchange/views/headers-table';
import { FindingsList } from '../../../ui/findings-list';
import { maskAuthBody, maskAuthUrl } from './auth-model';

/** The words for each kind of step, as the panel's rows name them. */
const KIND_TITLE: Record<AuthStep['kind'], string> = {
  challenge: '401 / 403 challenge',
  'resource-metadata': 'Resource metadata',
  'server-metadata': 'Server metadata',
  registration: 'Registration',
  authorization: 'Authorization',
  callback: 'Callback',
  token: 'Token',
  'token-exchange': 'Token exchange',
  'dpop-nonce': 'DPoP nonce',
  'dpop-probe': 'DPoP binding probe',
  refresh: 'Refresh',
  retry: 'Retry',
};

/** One step: its verdict and label, its findings, and its requests and answers behind one click. */
export function AuthStepRow({ step, reveal }: { step: AuthStep; reveal: boolean }) {
  const verdict = step.ok ? 'ok' : 'failed';
  return (
    <li className={`auth-step auth-step-${verdict}`} data-testid="auth-step" data-kind={step.kind} data-ok={step.ok}>
      <details>
        <summary>
          <span className="auth-step-mark" aria-label={step.ok ? 'done' : 'failed'}>
            {step.ok ? '✓' : '✗'}
          </span>
          <span className="auth-step-kind">{KIND_TITLE[step.kind]}</span>
          <span className="auth-step-label">{step.label}</span>
          {step.findings.length > 0 && (
            <span className="auth-step-count" data-testid="auth-step-findings">
              {step.findings.length} finding{step.findings.length === 1 ? '' : 's'}
            </span>
          )}
        </summary>
        {step.sent.length === 0 && <p className="muted">Nothing was sent in this step.</p>}
        {step.sent.map((sent, i) => (
          <StepExchange key={i} sent={sent} received={step.received[i] ?? null} reveal={reveal} />
        ))}
        {step.thumbprint && (
          <p className="mono" data-testid="auth-dpop-thumbprint">
            DPoP key thumbprint (jkt): {step.thumbprint}
          </p>
        )}
      </details>
      {step.error && (
        <p className="warn-text" data-testid="auth-step-error">
          {step.error}
        </p>
      )}
      {step.findings.length > 0 && <FindingsList findings={step.findings} testId="auth-step-finding-list" />}
    </li>
  );
}

function StepExchange({
  sent,
  received,
  reveal,
}: {
  sent: AuthRequest;
  received: AuthResponse | null;
  reveal: boolean;
}) {
  const show = (text: string) => (reveal ? text : maskAuthBody(text));
  return (
    <div className="auth-exchange" data-testid="auth-exchange">
      <p className="mono auth-exchange-line">
        {sent.method} {reveal ? sent.url : maskAuthUrl(sent.url)}
      </p>
      <HeadersTable headers={sent.headers} reveal={reveal} testId="auth-request-headers" />
      <DpopProof request={sent} />
      {sent.body && <pre className="auth-body">{show(sent.body)}</pre>}
      {received ? (
        <>
          <p className="mono auth-exchange-line" data-testid="auth-response-status">
            ← {received.status}
          </p>
          <HeadersTable headers={received.headers} reveal={reveal} testId="auth-response-headers" />
          {received.body && <pre className="auth-body">{show(prettyJson(received.body))}</pre>}
        </>
      ) : (
        <p className="warn-text">No answer came back.</p>
      )}
    </div>
  );
}

/** The request's DPoP proof taken apart: its header (the public key) and claims (no secret: `ath` is a hash). */
function DpopProof({ request }: { request: AuthRequest }) {
  const proof = dpopProofOf(request);
  const decoded = proof ? decodeJwt(proof) : null;
  if (!decoded) return null;
  return (
    <div className="auth-dpop" data-testid="auth-dpop-proof">
      <p className="muted">DPoP proof, decoded</p>
      <pre className="auth-body">{JSON.stringify({ header: decoded.header, claims: decoded.claims }, null, 2)}</pre>
    </div>
  );
}

function prettyJson(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}
