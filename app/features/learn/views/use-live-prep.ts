import { useContext, useEffect, useState } from 'react';
import { RequestOwner } from '../../../../src/index';
import { SCENARIOS } from '../model/live';
import { ownedClient, type DemoClient } from '../model/live/demo-client';
import { probeDemo } from '../model/live/probe';
import type { LivePrep } from '../model/live/types';
import type { LiveScenarioId } from '../model/types';
import { DemoClientContext } from './demo-client-context';

/** Where a live step is: reaching the demo server, ready with its exchanges, or unable to. */
export type LiveState =
  | { status: 'loading' }
  /** `run` names this run of the exchanges: a retry starts the exercise over. */
  | { status: 'ready'; prep: LivePrep; client: DemoClient; run: string }
  | { status: 'unreachable'; reason: string };

/** Probes the demo server, then runs the scenario's example exchanges once per step (and on retry). */
export function useLivePrep(scenario: LiveScenarioId): [LiveState, () => void] {
  const client = useContext(DemoClientContext);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LiveState & { key: string }>({ status: 'loading', key: '' });
  const key = `${scenario}:${attempt}`;
  useEffect(() => {
    let live = true;
    // The step owns every exchange it opens (a listen stream too): leaving it or retrying cuts them.
    const owner = new RequestOwner();
    const demo = ownedClient(client(), owner);
    void (async () => {
      const reason = await probeDemo(demo);
      const next: LiveState = reason
        ? { status: 'unreachable', reason }
        : await SCENARIOS[scenario](demo).then(
            (prep): LiveState => ({ status: 'ready', prep, client: demo, run: key }),
            (error: unknown): LiveState => ({
              status: 'unreachable',
              reason: String(error instanceof Error ? error.message : error),
            }),
          );
      if (live) setState({ ...next, key });
    })();
    return () => {
      live = false;
      owner.stop();
    };
  }, [scenario, key, client]);
  return [state.key === key ? state : { status: 'loading' }, () => setAttempt((n) => n + 1)];
}
