import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { allowSchemaCompilation } from '../src/index';
import { preloadEditor } from './editor';
import { AppShell } from './shell/app-shell';
import './styles.css';

// A localhost tool: the network is always "online", a failed request is shown rather than retried,
// and refocusing the window never resends requests to the user's server.
const queryClient = new QueryClient({
  defaultOptions: {
    queries: { networkMode: 'always', retry: false, refetchOnWindowFocus: false },
    mutations: { networkMode: 'always', retry: false },
  },
});

// The page's policy forbids compiling code: JSON Schemas are judged in the judge worker, never tried here.
allowSchemaCompilation(false);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <AppShell />
    </QueryClientProvider>
  </StrictMode>,
);
// Monaco arrives after the first paint; until then the editors are plain text areas.
requestAnimationFrame(() => setTimeout(() => void preloadEditor(), 0));
