import { beforeEach, describe, expect, it } from 'vitest';
import { importConfig } from '../../../app/features/live/servers/import-config';
import { launchCommand, metaSource } from '../../../app/state/page-facts';
import { useServersStore } from '../../../app/features/live/servers/servers-store';
import { COLLECTION_KIND, useSavedRequestsStore } from '../../../app/features/live/saved/saved-requests-store';
import { DEFAULT_LIVE } from '../../../app/features/live/state/saved-live';

describe('importing servers from a config', () => {
  it.each([
    ['Cursor', { mcpServers: { w: { url: 'https://mcp.example.com/mcp' } } }],
    ['Windsurf', { mcpServers: { w: { serverUrl: 'https://mcp.example.com/mcp' } } }],
    ['VS Code (mcp.json)', { servers: { w: { type: 'http', url: 'https://mcp.example.com/mcp' } } }],
    ['VS Code (settings.json)', { mcp: { servers: { w: { type: 'http', url: 'https://mcp.example.com/mcp' } } } }],
  ])('reads %s', (_name, config) => {
    expect(importConfig(JSON.stringify(config)).servers).toEqual([
      { name: 'w', url: 'https://mcp.example.com/mcp', headers: [] },
    ]);
  });

  it('reads a registry server.json: each remote, its declared headers with empty values', () => {
    const read = importConfig(
      JSON.stringify({
        name: 'io.example/weather',
        title: 'Weather',
        remotes: [
          {
            type: 'streamable-http',
            url: 'https://a.example.com/mcp',
            headers: [{ name: 'X-Api-Key', isSecret: true }],
          },
          { type: 'sse', url: 'https://a.example.com/sse' },
        ],
      }),
    );
    expect(read.servers.map((s) => [s.name, s.url, s.headers])).toEqual([
      ['Weather (1)', 'https://a.example.com/mcp', [{ name: 'X-Api-Key', value: '' }]],
      ['Weather (2)', 'https://a.example.com/sse', []],
    ]);
    expect(read.problems).toEqual(['Weather: remote https://a.example.com/sse is the old HTTP+SSE transport.']);
  });

  // Two shells read the line: the user's (the double quotes) and the stdio bridge's (sh -c): it's and $HOME arrive as typed.
  it('shell-quotes a stdio command so the printed line runs as configured, and names its env variables', () => {
    const read = importConfig(
      JSON.stringify({
        mcpServers: { s: { command: 'node', args: ['server.js', "it's", '$HOME'], env: { API_KEY: 'x' } } },
      }),
    );
    expect(read.stdio).toEqual([{ name: 's', line: `npm start -- --stdio "node server.js 'it'\\\\''s' '\\$HOME'"` }]);
    expect(read.problems).toEqual(['s: set API_KEY in the shell that starts the inspector.']);
  });

  it('writes the stdio line with the command the inspector was started with (the package: mcp-shape-inspector)', () => {
    const config = JSON.stringify({ mcpServers: { s: { command: 'node', args: ['server.js'] } } });
    const launch = launchCommand(metaSource({ 'mcp-inspector-launch': 'mcp-shape-inspector' }));
    expect(importConfig(config, launch).stdio).toEqual([
      { name: 's', line: 'mcp-shape-inspector --stdio "node server.js"' },
    ]);
  });

  it('refuses what it cannot use, each in a sentence, and adds nothing', () => {
    const read = importConfig(
      JSON.stringify({
        mcpServers: { a: 'x', b: { url: 'javascript:alert(1)' }, c: {}, __proto__: { url: 'http://x/' } },
      }),
    );
    expect(read.servers).toEqual([]);
    expect(read.problems).toEqual([
      'a: not an object, left out.',
      'b: javascript:alert(1) is not an http(s) URL, left out.',
      'c: neither a url nor a command, left out.',
    ]);
    expect(importConfig('[1]').problems).toHaveLength(1);
    expect(importConfig('{}').problems[0]).toMatch(/No servers found/);
  });
});

describe('the server list and saved requests stores', () => {
  beforeEach(() => {
    localStorage.clear();
    useServersStore.setState({ servers: [] });
    useSavedRequestsStore.setState({ requests: [] });
  });

  it('adds a URL once, renames and removes', () => {
    const { add, rename, remove } = useServersStore.getState().actions;
    expect(
      add([
        { name: 'a', url: 'http://127.0.0.1:1/mcp' },
        { name: 'a again', url: 'http://127.0.0.1:1/mcp' },
      ]),
    ).toBe(1);
    const [server] = useServersStore.getState().servers;
    rename(server!.id, '  weather ');
    expect(useServersStore.getState().servers[0]?.name).toBe('weather');
    remove(server!.id);
    expect(useServersStore.getState().servers).toEqual([]);
  });

  it('exports and imports a collection; a name saved again replaces the request; a foreign file is refused', () => {
    const { save, importFile } = useSavedRequestsStore.getState().actions;
    const base = {
      server: 'http://127.0.0.1:1/mcp',
      group: '',
      method: 'tools/list',
      params: '{}',
      envelope: DEFAULT_LIVE.envelope,
    };
    save({ ...base, name: 'list' });
    save({ ...base, name: 'list', params: '{"cursor":"x"}' });
    expect(useSavedRequestsStore.getState().requests.map((r) => r.params)).toEqual(['{"cursor":"x"}']);
    const file = JSON.stringify({ kind: COLLECTION_KIND, requests: useSavedRequestsStore.getState().requests });
    expect(importFile(file)).toBe(1);
    expect(useSavedRequestsStore.getState().requests).toHaveLength(2);
    expect(() => importFile('{"requests":[]}')).toThrow(/not a saved-requests collection/);
    expect(() => importFile('nope')).toThrow(/not JSON/);
    expect(localStorage.getItem('shape-inspector:live-saved-requests')).not.toContain('Authorization');
  });
});
