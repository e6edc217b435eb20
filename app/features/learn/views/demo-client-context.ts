import { createContext } from 'react';
import { createDemoClient, DEMO_MCP_PATH, type DemoClient } from '../model/live/demo-client';

/** The page's own fetch against the demo server on this origin. */
export const pageClient = (): DemoClient => createDemoClient((url, init) => window.fetch(url, init), DEMO_MCP_PATH);

/** Makes the client live steps use; tests provide one for a server they started. */
export const DemoClientContext = createContext<() => DemoClient>(pageClient);
