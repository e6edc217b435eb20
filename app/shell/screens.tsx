import { lazy } from 'react';
import type { Screen } from './router';
import { ScreenMissing } from './screen-missing';

type ScreenModule = { default: (props: ScreenProps) => React.ReactNode };
/** A screen's chunk; one that cannot be fetched (a rebuild since the page loaded) says so instead of blanking the page. */
const screen = (load: () => Promise<ScreenModule>) =>
  lazy(() => load().catch((): ScreenModule => ({ default: ScreenMissing })));

/** Each screen is its own chunk, loaded the first time it is shown. */
export const SCREEN_COMPONENTS: Record<Screen, ReturnType<typeof lazy<(props: ScreenProps) => React.ReactNode>>> = {
  playground: screen(() => import('../features/playground/playground-screen')),
  live: screen(() => import('./live-with-queries')),
  scan: screen(() => import('../features/scan/scan-screen')),
  learn: screen(() => import('../features/learn/learn-screen')),
  tap: screen(() => import('../features/tap/tap-screen')),
};

/** What the shell hands every screen. */
export interface ScreenProps {
  theme: 'light' | 'dark';
  path: readonly string[];
  params: URLSearchParams;
  hash: string;
}
