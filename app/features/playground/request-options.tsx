import type { ReactNode } from 'react';
import type { CacheScope } from '../../../src/index';
import type { PlaygroundInput, PreStep } from './model/input';
import { isCacheable, MODERN_METHODS } from './model/methods';

const PRE_STEPS: { value: PreStep; label: string }[] = [
  { value: 'none', label: 'none: the text is a Conduit handler result' },
  { value: 'tool_result', label: 'ExMCP tool_result (HTTP path, no wrap)' },
  { value: 'tool_result_wrap', label: 'ExMCP tool_result, wrap_bare_map: true' },
  { value: 'tool_error_result', label: 'ExMCP tool_error_result (reason → isError)' },
];

const num = (value: string, fallback: number) => (/^\d+$/.test(value) ? Number(value) : fallback);

/** The request context: method, id, request _meta, server info, cache override, configured defaults, pre-step. */
export function RequestOptions({
  input,
  onChange,
  onEchoMeta,
}: {
  input: PlaygroundInput;
  onChange: (patch: Partial<PlaygroundInput>) => void;
  onEchoMeta?: () => void;
}) {
  const { serverInfo, cacheOverride, config } = input;
  return (
    <form className="options" aria-label="Request context" onSubmit={(e) => e.preventDefault()}>
      <label>
        Method
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
        <small>{isCacheable(input.method) ? '● cacheable method' : 'not cacheable'}</small>
      </label>
      <label>
        Request id
        <input
          value={input.id}
          onChange={(e) => onChange({ id: e.target.value })}
          data-testid="id-input"
          spellCheck={false}
          title='An integer, "a string" or null'
        />
      </label>
      <label className="wide">
        ExMCP pre-step
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
        <input
          aria-label="Server name"
          value={serverInfo.name}
          disabled={!serverInfo.enabled}
          onChange={(e) => onChange({ serverInfo: { ...serverInfo, name: e.target.value } })}
        />
        <input
          aria-label="Server version"
          value={serverInfo.version}
          disabled={!serverInfo.enabled}
          onChange={(e) => onChange({ serverInfo: { ...serverInfo, version: e.target.value } })}
        />
      </OptionalGroup>
      <OptionalGroup
        label=":cache override"
        checked={cacheOverride.enabled}
        onToggle={(enabled) => onChange({ cacheOverride: { ...cacheOverride, enabled } })}
        testId="cache-override-toggle"
      >
        <input
          aria-label="Override ttlMs"
          inputMode="numeric"
          value={cacheOverride.ttlMs}
          disabled={!cacheOverride.enabled}
          onChange={(e) =>
            onChange({ cacheOverride: { ...cacheOverride, ttlMs: num(e.target.value, cacheOverride.ttlMs) } })
          }
        />
        <ScopeSelect
          label="Override scope"
          value={cacheOverride.scope}
          disabled={!cacheOverride.enabled}
          onChange={(scope) => onChange({ cacheOverride: { ...cacheOverride, scope } })}
        />
      </OptionalGroup>
      <fieldset>
        <legend>config :conduit_mcp</legend>
        <input
          aria-label="cache_ttl_ms"
          inputMode="numeric"
          value={config.cacheTtlMs}
          onChange={(e) => onChange({ config: { ...config, cacheTtlMs: num(e.target.value, config.cacheTtlMs) } })}
          data-testid="config-ttl"
        />
        <ScopeSelect
          label="cache_scope"
          value={config.cacheScope}
          onChange={(cacheScope) => onChange({ config: { ...config, cacheScope } })}
        />
      </fieldset>
      <label className="wide">
        <span>
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

/** A fieldset whose legend is the checkbox that turns its option on. */
function OptionalGroup({
  label,
  checked,
  onToggle,
  testId,
  children,
}: {
  label: string;
  checked: boolean;
  onToggle: (on: boolean) => void;
  testId: string;
  children: ReactNode;
}) {
  return (
    <fieldset>
      <legend>
        <label>
          <input type="checkbox" checked={checked} onChange={(e) => onToggle(e.target.checked)} data-testid={testId} />{' '}
          {label}
        </label>
      </legend>
      {children}
    </fieldset>
  );
}

function ScopeSelect({
  label,
  value,
  disabled,
  onChange,
}: {
  label: string;
  value: CacheScope;
  disabled?: boolean;
  onChange: (scope: CacheScope) => void;
}) {
  return (
    <select
      aria-label={label}
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value as CacheScope)}
    >
      <option value="private">private</option>
      <option value="public">public</option>
    </select>
  );
}
