import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { liveKeys } from '../../../queries/live-cache';
import type { Transport } from '../../../exchange/transport/choose-fetch';
import type { Send } from '../mrtr/send-type';
import { AuthClientFields } from './auth-client-fields';
import { AuthStepRow } from './auth-step-row';
import { authorize, forget, probeBinding, refresh } from './auth-flow';
import { useAuthStore } from './auth-store';
import { roundsOf, type AuthRound, type AuthView, type RefusedRequest } from './auth-model';
import { openPopup } from './popup';
import { retryRefused } from './auth-retry';
import './auth.css';

/**
 * The Authorization panel: shown once the server at `url` refused a request (401, or 403
 * insufficient_scope). Each step is a row; Authorize, Refresh token and Forget credentials act
 * only on a click (a link fills in the URL at most).
 */
export function AuthPanel({
  url,
  transport,
  send,
  connect,
  reveal,
}: {
  url: string;
  transport: Transport;
  send: Send;
  connect: () => Promise<void>;
  reveal: boolean;
}) {
  const setTransport = useAuthStore((s) => s.actions.setTransport);
  useEffect(() => setTransport(transport), [setTransport, transport]);
  const view = useAuthStore((s) => s.views[url]);
  const client = useQueryClient();
  // Only while the one probe request is out (nothing to keep across navigation).
  const [probing, setProbing] = useState(false);
  if (!view) return null;
  // The connection found with another token (or none) is not this one's: Connect asks afresh.
  const letConnectionGo = () => client.invalidateQueries({ queryKey: liveKeys.connection(url, '').slice(0, 3) });
  const retry = (refused: RefusedRequest) => retryRefused(refused, { letConnectionGo, connect, send });
  const running = view.phase === 'running';
  const held = view.scopes.length > 0 || view.phase === 'authorized';
  return (
    <section className="auth-panel" data-testid="auth-panel" data-phase={view.phase} aria-label="Authorization">
      <header className="auth-panel-head">
        <h2>Authorization</h2>
        <p className="auth-status" data-testid="auth-status">
          {statusText(view)}
        </p>
        <div className="auth-actions">
          <button
            type="button"
            className="primary"
            data-testid="auth-authorize"
            disabled={running || !view.refused}
            // The popup opens in the click itself: browsers block one opened after the metadata requests.
            onClick={() => void authorize(url, openPopup(), retry)}
          >
            {view.refused?.stepUp ? 'Authorize the wider scope' : 'Authorize'}
          </button>
          <button
            type="button"
            data-testid="auth-refresh"
            disabled={running || !view.canRefresh}
            onClick={() => void refresh(url)}
          >
            Refresh token
          </button>
          <button
            type="button"
            data-testid="auth-forget"
            disabled={running || !held}
            onClick={() => {
              forget(url);
              void letConnectionGo();
            }}
          >
            Forget credentials
          </button>
          {view.dpopBound && (
            <button
              type="button"
              data-testid="auth-probe-dpop"
              aria-describedby="auth-probe-dpop-note"
              disabled={running || probing}
              onClick={() => {
                setProbing(true);
                void probeBinding(url).finally(() => setProbing(false));
              }}
            >
              Probe the DPoP binding
            </button>
          )}
        </div>
        {view.dpopBound && (
          <p id="auth-probe-dpop-note" className="muted auth-probe-note">
            The token is DPoP-bound. The probe sends one server/discover with a proof made for another URL (wrong on
            purpose; Live's own requests never carry one): a server that answers it does not check the binding
            (R-AUTH-26).
          </p>
        )}
      </header>
      <ClientFold key={view.phase === 'authorized' ? 'authorized' : 'asking'} url={url} view={view} running={running} />
      <AuthRounds rounds={roundsOf(view.steps)} reveal={reveal} />
    </section>
  );
}

/**
 * The client fields, folded to one line so the panes below keep the height: most users leave them blank
 * (Authorize registers a client). They start open only before authorization and with something entered;
 * authorized, they fold again (the key resets the fold).
 */
function ClientFold({ url, view, running }: { url: string; view: AuthView; running: boolean }) {
  const authorized = view.phase === 'authorized';
  const [open, setOpen] = useState(() => !authorized && Object.values(view.client).some((v) => v.trim() !== ''));
  return (
    <details
      className="auth-client-fold"
      data-testid="auth-client-fold"
      open={open}
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary>{authorized ? 'Client fields' : 'Client fields (optional)'}</summary>
      <AuthClientFields url={url} fields={view.client} disabled={running} />
    </details>
  );
}

/** A round is finished when it ended in its retry and nothing failed (a later refresh or probe reopens it). */
const finished = (round: AuthRound | undefined) => !!round && round.ok && round.steps.at(-1)?.kind === 'retry';

/**
 * The rows, one round per challenge: a single round in progress as a plain list; otherwise as groups
 * ("Round 2 · step-up"), every finished one collapsed to its summary so the panes keep the height, and
 * the latest open while it is not finished.
 */
function AuthRounds({ rounds, reveal }: { rounds: AuthRound[]; reveal: boolean }) {
  const rows = (round: AuthRound) => round.steps.map((step, i) => <AuthStepRow key={i} step={step} reveal={reveal} />);
  if (rounds.length <= 1 && !finished(rounds[0]))
    return (
      <ol className="auth-steps" data-testid="auth-steps">
        {rounds[0] && rows(rounds[0])}
      </ol>
    );
  return (
    <ol className="auth-rounds" data-testid="auth-steps">
      {rounds.map((round, i) => {
        const open = i === rounds.length - 1 && !finished(round);
        const count = `${round.steps.length} step${round.steps.length === 1 ? '' : 's'}`;
        const findings = round.findings > 0 ? `, ${round.findings} finding${round.findings === 1 ? '' : 's'}` : '';
        return (
          <li key={round.number} className="auth-round" data-testid="auth-round" data-round={round.number}>
            {/* Remounted when it opens or closes by itself, so a finished round folds even after a click. */}
            <details open={open} key={String(open)}>
              <summary>
                <span className="auth-round-title">
                  Round {round.number} · {round.reason}
                </span>{' '}
                <span className="muted" data-testid="auth-round-summary">
                  {count}
                  {open ? '' : round.ok ? ', done' : ', failed'}
                  {findings}
                </span>
              </summary>
              <ol className="auth-steps">{rows(round)}</ol>
            </details>
          </li>
        );
      })}
    </ol>
  );
}

function statusText(view: AuthView): string {
  const scopes = view.scopes.length > 0 ? view.scopes.join(' ') : 'no scope named';
  switch (view.phase) {
    case 'needed':
      return view.refused?.stepUp
        ? `${view.refused.record.rpcMethod} needs a wider scope (403 insufficient_scope): Authorize asks for it, then sends the request once more.`
        : 'The server asks for authorization (401): Authorize opens the authorization server in a popup, then connects again.';
    case 'running':
      return 'Authorizing… (finish in the popup window)';
    case 'authorized':
      return `Authorized (${scopes}). The token is held in this tab's memory only and is sent only to this server and the paths under it.`;
    case 'failed':
      return view.error ?? 'The authorization stopped.';
    case 'forgotten':
      return 'Credentials forgotten: the next request goes without a token.';
  }
}
