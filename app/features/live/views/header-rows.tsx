import { useState } from 'react';
import { isSecretHeaderName } from '../../../../src/index';
import { useLiveStore } from '../state/live-store';
import { serverOrigin } from '../../../exchange/model/server-origin';
import { demoServerUrl } from '../../../exchange/transport/choose-fetch';
import type { HeaderRow } from '../state/saved-live';

/** Extra request headers (Authorization, ...): secret values masked until revealed, saved only on opt-in. */
export function HeaderRows() {
  const headers = useLiveStore((s) => s.headers);
  const keepSecrets = useLiveStore((s) => s.keepSecrets);
  const origin = serverOrigin(useLiveStore((s) => s.url).trim() || demoServerUrl());
  const { setHeaders, setKeepSecrets } = useLiveStore((s) => s.actions);
  const [revealed, setRevealed] = useState<Set<number>>(new Set());
  const update = (i: number, patch: Partial<HeaderRow>) =>
    setHeaders(headers.map((h, j) => (j === i ? { ...h, ...patch } : h)));
  return (
    <fieldset className="header-rows" data-testid="header-rows">
      <legend>Extra request headers</legend>
      {headers.map((h, i) => (
        <div key={i} className="header-row" data-testid="header-row" data-other-origin={h.origin !== origin}>
          <input
            type="checkbox"
            checked={h.enabled}
            onChange={(e) => update(i, { enabled: e.target.checked })}
            aria-label="Send this header"
          />
          <input
            value={h.name}
            onChange={(e) => update(i, { name: e.target.value })}
            placeholder="Authorization"
            aria-label="Header name"
          />
          <input
            type={isSecretHeaderName(h.name) && !revealed.has(i) ? 'password' : 'text'}
            value={h.value}
            onChange={(e) => update(i, { value: e.target.value })}
            aria-label={`Value of ${h.name || 'this header'}`}
            autoComplete="off"
          />
          {isSecretHeaderName(h.name) && (
            <button type="button" className="button-small" onClick={() => setRevealed(toggle(revealed, i))}>
              {revealed.has(i) ? 'Hide' : 'Reveal'}
            </button>
          )}
          {h.origin !== origin && (
            <span className="muted" data-testid="header-other-origin">
              entered for {h.origin || 'no server'}: not sent to {origin}{' '}
              <button type="button" className="button-small" onClick={() => update(i, {})}>
                Send it to {origin} instead
              </button>
            </span>
          )}
          <button
            type="button"
            className="button-small"
            onClick={() => setHeaders(headers.filter((_, j) => j !== i))}
            aria-label={`Remove ${h.name || 'header'}`}
          >
            ×
          </button>
        </div>
      ))}
      <button
        type="button"
        className="button-small"
        onClick={() => setHeaders([...headers, { name: '', value: '', enabled: true, origin: '' }])}
        data-testid="add-header"
      >
        Add header
      </button>
      <label className="checkbox keep-secrets" data-testid="keep-secrets">
        <input type="checkbox" checked={keepSecrets} onChange={(e) => setKeepSecrets(e.target.checked)} />
        Save secret values (Authorization, tokens) in this browser and in the history
      </label>
    </fieldset>
  );
}

function toggle(set: Set<number>, i: number): Set<number> {
  const next = new Set(set);
  if (next.has(i)) next.delete(i);
  else next.add(i);
  return next;
}
