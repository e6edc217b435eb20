import { RequestOwner } from '../../../../src/index';

/**
 * The owner of every request the Tap screen makes: lane `feed` (the events feed and each of its
 * connections) and `clear`. Leaving the screen lets all of them go.
 */
export const tapOwner = new RequestOwner();
