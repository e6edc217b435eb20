import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConnectBar } from '../../../app/features/live/views/connect-bar';
import { STDIO_META_NAME } from '../../../app/server/page-meta';
import { useLiveStore } from '../../../app/features/live/state/live-store';

// Started with --stdio, the terminal printed /stdio/mcp but Live offered only the demo servers: the user had to
// copy the URL from the terminal. The page now learns the path from its server and offers it beside them.
afterEach(() => {
  cleanup();
  document.head.querySelector(`meta[name="${STDIO_META_NAME}"]`)?.remove();
});

const transport = { kind: 'relay', fetch, reason: 'through the local relay' } as const;
const renderBar = () => render(<ConnectBar transport={transport} onConnect={() => {}} busy={false} />);

describe("Live's demo servers row", () => {
  it('offers the stdio server the page was told of, and picking it fills in its URL', () => {
    const meta = document.createElement('meta');
    meta.name = STDIO_META_NAME;
    meta.content = '/stdio/mcp';
    document.head.append(meta);
    renderBar();
    fireEvent.click(screen.getByTestId('use-stdio'));
    expect(useLiveStore.getState().url).toBe(`${window.location.origin}/stdio/mcp`);
  });

  it('offers none when the inspector started no stdio server', () => {
    renderBar();
    expect(screen.queryByTestId('use-stdio')).toBeNull();
    expect(screen.getByTestId('use-protected')).toBeTruthy();
  });
});
