import { methodFact } from '../../../src/index';
import type { PlaygroundInput, PreStep } from './model/input';
import { isCacheable, MODERN_METHODS } from './model/methods';
import { nearestMethod } from './model/nearest-method';
import type { MillisFieldId, OptionDrafts } from './model/option-fields';
import { MillisField, OptionalGroup, ScopeField, TextField } from './views/option-fields';

const PRE_STEPS: { value: PreStep; label: string }[] = [
  { value: 'none', label: 'none: the text is a Conduit handler result' },
  { value: 'tool_result', label: 'ExMCP tool_result (HTTP path, no wrap)' },
  { value: 'tool_result_wrap', label: 'ExMCP tool_result, wrap_bare_map: true' },
  { value: 'tool_error_result', label: 'ExMCP tool_error_result (reason → isError)' },
];

/** The request context: method, id, request _meta, server info, cache override, configured defaults, pre-step. */
export function RequestOptions({
  input,
  onChange,
  onEchoMeta,
  drafts = {},
  onDraft = () => {},
}: {
  input: PlaygroundInput;
  onChange: (patch: Partial<PlaygroundInput>) => void;
  onEchoMeta?: () => void;
  /** Number fields being edited whose text is not (yet) a value. */
  drafts?: OptionDrafts;
  onDraft?: (field: MillisFieldId, text: string | undefined) => void;
}) {
  const { serverInfo, cacheOverride, config } = input;
  const cacheable = isCacheable(input.method);
  return (
    <form className="options" aria-label="Request context" onSubmit={(e) => e.preventDefault()}>
      <label className="field">
        <span className="field-label">Method</span>
        <input
          list="modern-methods"
          value={input.method}
          onChange={(e) => onChange({ method: e.target.value })}
          data-testid="method-input"
          spellCheck={false}
        />
        <datalist id="modern-methods">
          {MODERN_METHODS.map((m) => (
            <option key={m} value={m}>
              {isCacheable(m) ? 'cacheable' : ''}
            </option>
          ))}
        </datalist>
        <MethodHint method={input.method} onPick={(method) => onChange({ method })} />
      </label>
      <label className="field">
        <span className="field-label">Request id</span>
        <input
          value={input.id}
          onChange={(e) => onChange({ id: e.target.value })}
          data-testid="id-input"
          spellCheck={false}
          title='An integer, "a string" or null'
        />
      </label>
      <label className="field wide">
        <span className="field-label">ExMCP pre-step</span>
        <select
          value={input.preStep}
          onChange={(e) => onChange({ preStep: e.target.value as PreStep })}
          data-testid="prestep-select"
        >
          {PRE_STEPS.map((p) => (
            <option key={p.value} value={p.value}>
              {p.label}
            </option>
          ))}
        </select>
      </label>
      <OptionalGroup
        label=":server_info"
        checked={serverInfo.enabled}
        onToggle={(enabled) => onChange({ serverInfo: { ...serverInfo, enabled } })}
        testId="serverinfo-toggle"
      >
        <TextField
          label="name"
          value={serverInfo.name}
          disabled={!serverInfo.enabled}
          onChange={(name) => onChange({ serverInfo: { ...serverInfo, name } })}
        />
        <TextField
          label="version"
          value={serverInfo.version}
          disabled={!serverInfo.enabled}
          onChange={(version) => onChange({ serverInfo: { ...serverInfo, version } })}
        />
      </OptionalGroup>
      <OptionalGroup
        label=":cache override"
        checked={cacheOverride.enabled}
        // Ticking starts from what is configured, so ticking alone changes no hint (only their source).
        onToggle={(enabled) =>
          onChange({
            cacheOverride: enabled
              ? { enabled, ttlMs: config.cacheTtlMs, scope: config.cacheScope }
              : { ...cacheOverride, enabled },
          })
        }
        testId="cache-override-toggle"
      >
        <MillisField
          label="ttl_ms"
          value={cacheOverride.ttlMs}
          draft={drafts.overrideTtl}
          disabled={!cacheOverride.enabled}
          onDraft={(text) => onDraft('overrideTtl', text)}
          onValue={(ttlMs) => onChange({ cacheOverride: { ...cacheOverride, ttlMs } })}
          testId="override-ttl"
        />
        <ScopeField
          label="scope"
          value={cacheOverride.scope}
          disabled={!cacheOverride.enabled}
          onChange={(scope) => onChange({ cacheOverride: { ...cacheOverride, scope } })}
          testId="override-scope"
        />
        {cacheOverride.enabled && !cacheable && (
          <small className="field-note warn-text" data-testid="override-ignored">
            Ignored: {input.method || 'this method'} is not cacheable, so the shaper adds no cache hints.
          </small>
        )}
      </OptionalGroup>
      <fieldset>
        <legend>config :conduit_mcp</legend>
        <MillisField
          label="cache_ttl_ms"
          value={config.cacheTtlMs}
          draft={drafts.configTtl}
          onDraft={(text) => onDraft('configTtl', text)}
          onValue={(cacheTtlMs) => onChange({ config: { ...config, cacheTtlMs } })}
          testId="config-ttl"
        />
        <ScopeField
          label="cache_scope"
          value={config.cacheScope}
          onChange={(cacheScope) => onChange({ config: { ...config, cacheScope } })}
          testId="config-scope"
        />
      </fieldset>
      <label className="field wide">
        <span className="field-label">
          Request <code>_meta</code> (JSON; the checker reads it)
        </span>
        <textarea
          rows={4}
          value={input.requestMeta}
          onChange={(e) => onChange({ requestMeta: e.target.value })}
          spellCheck={false}
          data-testid="request-meta"
        />
        <small>
          A handler that echoes these keys into its result gets the request-scoped ones stripped (except on tools/call).{' '}
          {onEchoMeta && (
            <button type="button" className="button-small" onClick={onEchoMeta} data-testid="echo-meta">
              Echo into the handler result
            </button>
          )}
        </small>
      </label>
    </form>
  );
}

/** Cacheable or not; for a method 2026-07-28 does not define, a warning and the nearest method. */
function MethodHint({ method, onPick }: { method: string; onPick: (method: string) => void }) {
  if (MODERN_METHODS.includes(method))
    return <small>{isCacheable(method) ? '● cacheable method' : 'not cacheable'}</small>;
  const nearest = nearestMethod(method, MODERN_METHODS);
  return (
    <small className="field-error" role="status" data-testid="method-warning">
      {method.trim() === ''
        ? 'No method: '
        : methodFact(method)?.removed
          ? `${method} was removed in 2026-07-28; `
          : `Unknown method: ${JSON.stringify(method)} is not a 2026-07-28 method; `}
      a server answers it with -32601 (HTTP 404).{' '}
      {nearest && (
        <>
          Did you mean{' '}
          <button
            type="button"
            className="button-small"
            onClick={() => onPick(nearest)}
            data-testid="method-suggestion"
          >
            {nearest}
          </button>
          ?
        </>
      )}
    </small>
  );
}
