import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ImportServers } from '../../../app/features/live/servers/import-servers';
import { LAUNCH_META_NAME } from '../../../app/server/page-meta';

// The stdio line the import shows is one the user can run as typed: with the command the inspector was started
// with, as its server names it in the page (the package's, here), not the repository's npm start.
afterEach(() => {
  cleanup();
  document.head.querySelector(`meta[name="${LAUNCH_META_NAME}"]`)?.remove();
});

const importStdio = () => {
  render(<ImportServers onDone={() => {}} />);
  const config = { mcpServers: { files: { command: 'npx', args: ['-y', 'server-filesystem', '/tmp'] } } };
  fireEvent.change(screen.getByTestId('import-servers-text'), { target: { value: JSON.stringify(config) } });
  fireEvent.click(screen.getByTestId('import-servers-run'));
  return screen.getByTestId('import-stdio-line').textContent;
};

describe("the import's stdio line", () => {
  it('uses the command the page was told', () => {
    const meta = document.createElement('meta');
    meta.name = LAUNCH_META_NAME;
    meta.content = 'npx mcp-shape-inspector';
    document.head.append(meta);
    expect(importStdio()).toBe('npx mcp-shape-inspector --stdio "npx -y server-filesystem /tmp"');
  });

  it('is the repository command when the page was not told', () => {
    expect(importStdio()).toBe('npm start -- --stdio "npx -y server-filesystem /tmp"');
  });
});
