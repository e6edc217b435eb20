import { configure } from '@testing-library/react';

// findBy*/waitFor wait for the event (a lazy screen, a worker's answer), not a guess of the machine's speed:
// the default second is too short on a loaded machine, so they get the same generous bound as a test.
configure({ asyncUtilTimeout: 30_000 });
