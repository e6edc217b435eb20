import type { LiveScenarioId } from '../types';
import { authorizationScenario } from './scenarios/authorization';
import { envelopeScenario } from './scenarios/envelope';
import { failureScenario } from './scenarios/failure';
import { headersScenario } from './scenarios/headers';
import { listenScenario } from './scenarios/listen';
import { mrtrScenario } from './scenarios/mrtr';
import { removedScenario } from './scenarios/removed';
import { tasksScenario } from './scenarios/tasks';
import { versionsScenario } from './scenarios/versions';
import type { LiveScenario } from './types';

/** The scripted exchanges of the live steps, by the id a step names. */
export const SCENARIOS: Record<LiveScenarioId, LiveScenario> = {
  envelope: envelopeScenario,
  versions: versionsScenario,
  mrtr: mrtrScenario,
  headers: headersScenario,
  removed: removedScenario,
  listen: listenScenario,
  failure: failureScenario,
  tasks: tasksScenario,
  authorization: authorizationScenario,
};
