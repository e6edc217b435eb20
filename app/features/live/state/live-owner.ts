import { RequestOwner } from '../../../../src/index';

/**
 * The owner of every request the Live screen sends: lane `draft` (Send), `connect`, `mrtr`, and an
 * extension panel's `<extension>:<method>` (a task's polls).
 * Stop and leaving the screen let all of them go; a new Send lets the previous one go.
 */
export const liveOwner = new RequestOwner();
