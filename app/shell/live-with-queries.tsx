import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import LiveScreen from '../features/live/live-screen';
import type { ScreenProps } from './screens';

// Only Live queries a server, so TanStack Query (7 KB gzip) comes with Live's chunk, not the first one. The
// client lives as long as the page, so Live's cache outlasts a switch to another screen and back.
// A localhost tool: the network is always "online", a failed request is shown rather than retried,
// and refocusing the window never resends requests to the user's server.
const queryClient = new QueryClient({
  defaultOptions: {
    queries: { networkMode: 'always', retry: false, refetchOnWindowFocus: false },
    mutations: { networkMode: 'always', retry: false },
  },
});

/** The Live screen inside the page's one query client. */
export default function LiveWithQueries(props: ScreenProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <LiveScreen {...props} />
    </QueryClientProvider>
  );
}
