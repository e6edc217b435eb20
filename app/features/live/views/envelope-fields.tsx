import type { Draft } from '../model/request-draft';
import { useInflightStore } from '../../../exchange/state/inflight-store';
import { useLiveStore } from '../state/live-store';
import { HeadersTable } from '../../../exchange/views/headers-table';

/** The request envelope: every `_meta` field and routing header, editable so a user may break them on purpose. */
export function EnvelopeFields({ draft }: { draft: Draft }) {
  const envelope = useLiveStore((s) => s.envelope);
  const { patchEnvelope, resetEnvelope } = useLiveStore((s) => s.actions);
  const revealSecrets = useInflightStore((s) => s.revealSecrets);
  const error = (field: string) => (!draft.ok && draft.field === field ? draft.message : null);
  return (
    <details className="envelope" data-testid="envelope">
      <summary>Envelope: _meta and headers</summary>
      <label>
        <span>protocolVersion</span>
        <input
          value={envelope.protocolVersion}
          onChange={(e) => patchEnvelope({ protocolVersion: e.target.value })}
          data-testid="env-version"
        />
      </label>
      <label>
        <span>clientCapabilities (JSON)</span>
        <input
          value={envelope.clientCapabilities}
          onChange={(e) => patchEnvelope({ clientCapabilities: e.target.value })}
          aria-invalid={error('clientCapabilities') !== null}
          data-testid="env-capabilities"
        />
      </label>
      {error('clientCapabilities') && <p className="field-error">{error('clientCapabilities')}</p>}
      <label>
        <span>clientInfo (JSON, empty to leave out)</span>
        <input
          value={envelope.clientInfo}
          onChange={(e) => patchEnvelope({ clientInfo: e.target.value })}
          aria-invalid={error('clientInfo') !== null}
        />
      </label>
      {error('clientInfo') && <p className="field-error">{error('clientInfo')}</p>}
      <label>
        <span>logLevel</span>
        <select value={envelope.logLevel} onChange={(e) => patchEnvelope({ logLevel: e.target.value })}>
          <option value="">(none: no log notifications)</option>
          {['debug', 'info', 'notice', 'warning', 'error', 'critical', 'alert', 'emergency'].map((l) => (
            <option key={l}>{l}</option>
          ))}
        </select>
      </label>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={envelope.omitRoutingHeaders}
          onChange={(e) => patchEnvelope({ omitRoutingHeaders: e.target.checked })}
          data-testid="env-omit-routing"
        />
        Leave out Mcp-Method, Mcp-Name and Mcp-Param-* (to see the server refuse)
      </label>
      <button type="button" className="button-small" onClick={resetEnvelope}>
        Reset the envelope
      </button>
      {draft.ok && (
        <>
          <h4>Headers that will be sent</h4>
          <HeadersTable headers={draft.headers} reveal={revealSecrets} testId="draft-headers" />
          <h4>Body</h4>
          <pre className="mono request-body" data-testid="draft-body">
            {JSON.stringify(draft.message, null, 2)}
          </pre>
        </>
      )}
    </details>
  );
}
