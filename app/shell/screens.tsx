import { lazy } from 'react';
import type { Screen } from './router';

/** Each screen is its own chunk, loaded the first time it is shown. */
export const SCREEN_COMPONENTS: Record<Screen, ReturnType<typeof lazy<(props: ScreenProps) => React.ReactNode>>> = {
  playground: lazy(() => import('../features/playground/playground-screen')),
  live: lazy(() => import('./live-with-queries')),
  scan: lazy(() => import('../features/scan/scan-screen')),
  learn: lazy(() => import('../features/learn/learn-screen')),
  tap: lazy(() => import('../features/tap/tap-screen')),
};

/** What the shell hands every screen. */
export interface ScreenProps {
  theme: 'light' | 'dark';
  path: readonly string[];
  params: URLSearchParams;
  hash: string;
}
