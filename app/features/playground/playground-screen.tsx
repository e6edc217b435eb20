import { useEffect } from 'react';
import { registerCommands } from '../../shell/commands';
import type { ScreenProps } from '../../shell/screens';
import { PLAYGROUND_COMMANDS } from './commands';
import { Playground } from './playground';
import { PlaygroundToolbar } from './toolbar';
import { useHashRoute, useLinkFollowsEdits } from './use-hash-route';
import './layout-narrow.css';

/** The playground route: its commands, its links, its header controls and the screen itself. */
export default function PlaygroundScreen({ theme, hash, params }: ScreenProps) {
  useEffect(() => registerCommands(PLAYGROUND_COMMANDS), []);
  useHashRoute(hash, params);
  useLinkFollowsEdits();
  return (
    <>
      <PlaygroundToolbar />
      <Playground theme={theme} />
    </>
  );
}
