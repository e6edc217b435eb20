import { createContext } from 'react';
import { chooseTransport } from '../../../exchange/transport/choose-fetch';
import { createDemoClient, DEMO_MCP_PATH, type DemoClient } from '../model/live/demo-client';

/**
 * The page's client for the demo server on this origin, through the same transport choice as the
 * other screens: the local relay when the page has one (the browser then sees only the relay's 200,
 * so the 400s and 404s the lessons provoke on purpose do not land in the console as failed loads).
 */
export function pageClient(): DemoClient {
  const transport = chooseTransport('auto');
  const url = new URL(DEMO_MCP_PATH, window.location.href).href;
  return createDemoClient((target, init) => transport.fetch(target, init), url);
}

/** Makes the client live steps use; tests provide one for a server they started. */
export const DemoClientContext = createContext<() => DemoClient>(pageClient);
