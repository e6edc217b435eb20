import { metadataUrlProblem, type ClientFields } from './auth-model';
import { useAuthStore } from './auth-store';

/**
 * The client the panel authorizes as, when the user has one: a pre-registered client id (and its
 * secret or private key), or the URL of a Client ID Metadata Document; the scopes; a workload JWT or
 * an enterprise identity provider for the assertion grants. Left blank, the panel registers a client
 * itself. The values apply at the next Authorize and live in this tab's memory only (no link fills them).
 */
export function AuthClientFields({ url, fields, disabled }: { url: string; fields: ClientFields; disabled: boolean }) {
  const setClientFields = useAuthStore((s) => s.actions.setClientFields);
  const problem = metadataUrlProblem(fields.metadataUrl);
  const field = (name: keyof ClientFields, label: string, type: 'text' | 'password' | 'url', hint: string) => (
    <label className="auth-client-field">
      <span>{label}</span>
      <input
        aria-invalid={name === 'metadataUrl' && problem ? true : undefined}
        aria-describedby={name === 'metadataUrl' && problem ? 'auth-client-problem' : undefined}
        type={type}
        value={fields[name]}
        disabled={disabled}
        autoComplete="off"
        spellCheck={false}
        placeholder={hint}
        onChange={(e) => setClientFields(url, { [name]: e.target.value })}
        data-testid={`auth-client-${name}`}
      />
    </label>
  );
  return (
    <fieldset className="auth-client" data-testid="auth-client">
      <legend>Client (optional: left blank, Authorize registers one)</legend>
      {field('clientId', 'Client ID', 'text', 'pre-registered client_id')}
      {field('clientSecret', 'Client secret', 'password', 'its client_secret, if any')}
      {field('metadataUrl', 'Client ID metadata document URL', 'url', 'https://…/client.json')}
      {field('scope', 'Scope', 'text', "space-separated; blank: the spec's selection")}
      <label className="auth-client-field">
        <span>Private key (PEM, for private_key_jwt)</span>
        <textarea
          value={fields.privateKeyPem}
          disabled={disabled}
          autoComplete="off"
          spellCheck={false}
          rows={2}
          placeholder="-----BEGIN PRIVATE KEY----- (memory only)"
          onChange={(e) => setClientFields(url, { privateKeyPem: e.target.value })}
          data-testid="auth-client-privateKeyPem"
        />
      </label>
      {field('workloadToken', 'Workload token (JWT bearer)', 'password', 'a workload JWT (memory only)')}
      {field('idpIssuer', 'Identity provider URL (enterprise-managed)', 'url', 'https://idp.example.com')}
      {field('idpClientId', 'Client ID at the identity provider', 'text', 'idp client_id')}
      {field('idpIdToken', 'ID token from the identity provider', 'password', 'the ID token (memory only)')}
      {problem && (
        <p className="auth-client-problem" id="auth-client-problem" role="status">
          {problem}
        </p>
      )}
    </fieldset>
  );
}
