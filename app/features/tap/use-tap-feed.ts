import { useEffect } from 'react';
import { relayToken } from '../../exchange/transport/relay-fetch';
import { tapOwner } from './state/tap-owner';
import { useTapStore } from './state/tap-store';
import { followTapFeed } from './transport/follow-feed';

/** Follows the tap's feed while the screen is mounted; without the page token the tap is unavailable. */
export function useTapFeed(): string | null {
  const token = relayToken();
  useEffect(() => {
    const { apply, setStatus } = useTapStore.getState().actions;
    if (!token) {
      setStatus(
        'unavailable',
        'This page was served without the inspector’s server (no token), so it cannot watch a tap. Open the URL the inspector printed when it started.',
      );
      return;
    }
    followTapFeed(token, { event: apply, status: setStatus }, { owner: tapOwner });
    return () => tapOwner.stop();
  }, [token]);
  return token;
}
