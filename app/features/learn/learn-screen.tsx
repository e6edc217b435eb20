import { ScreenPlaceholder } from '../../ui/screen-placeholder';

/** The Learn screen (a placeholder until it is built). */
export default function LearnScreen() {
  return (
    <ScreenPlaceholder title="Learn">
      A guided, runnable tour of what changed in MCP 2026-07-28, one step per change. Not built yet.
    </ScreenPlaceholder>
  );
}
