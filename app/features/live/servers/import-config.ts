import { DEFAULT_LAUNCH } from '../../../server/page-meta';

/** A server found in a pasted config that Live can connect to. */
export interface ImportedServer {
  name: string;
  url: string;
  /** Header names and values the config gives (values stay in memory unless the user keeps them). */
  headers: { name: string; value: string }[];
}

/** A stdio server: the page never starts a process, so it says how the inspector's command would. */
export interface StdioEntry {
  name: string;
  /** The exact line that serves it at `/stdio/mcp`. */
  line: string;
}

/** What a pasted config holds, and what could not be read (each in its own sentence). */
export interface ImportResult {
  servers: ImportedServer[];
  stdio: StdioEntry[];
  problems: string[];
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
/** Entries read at most from one config. */
const MAX_ENTRIES = 200;

/**
 * Reads a client config (`mcpServers` as Claude Desktop, Cursor and Windsurf write it, `servers` as VS Code's
 * `mcp.json` does) or a registry `server.json` (its `remotes`): http(s) servers to add, stdio ones with the
 * `--stdio` line that would serve them (`launch` is how the user starts the inspector: `launchCommand()`), and a
 * sentence for everything else.
 *
 * @example
 * const config = { mcpServers: { weather: { url: 'http://127.0.0.1:3000/mcp', headers: { Authorization: 'Bearer t' } }, files: { command: 'npx', args: ['-y', 'server-filesystem', '/tmp/my files'] } } };
 * const read = importConfig(JSON.stringify(config));
 * read.servers // => [{ name: 'weather', url: 'http://127.0.0.1:3000/mcp', headers: [{ name: 'Authorization', value: 'Bearer t' }] }]
 * read.stdio // => [{ name: 'files', line: `npm start -- --stdio "npx -y server-filesystem '/tmp/my files'"` }]
 * importConfig('{"name":"io.example/weather","remotes":[{"type":"streamable-http","url":"https://mcp.example.com/mcp"}]}').servers[0]?.url // => 'https://mcp.example.com/mcp'
 * importConfig('not json').problems // => ['This is not JSON: paste a client config (mcpServers) or a registry server.json.']
 */
export function importConfig(text: string, launch = DEFAULT_LAUNCH): ImportResult {
  const out: ImportResult = { servers: [], stdio: [], problems: [] };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    out.problems.push('This is not JSON: paste a client config (mcpServers) or a registry server.json.');
    return out;
  }
  if (!isObject(value)) {
    out.problems.push('A config is a JSON object with mcpServers (or servers, or remotes).');
    return out;
  }
  const mcp = isObject(value['mcp']) ? value['mcp'] : {};
  const table = [value['mcpServers'], value['servers'], mcp['servers']].find(isObject);
  if (table)
    for (const [name, entry] of Object.entries(table).slice(0, MAX_ENTRIES)) readEntry(name, entry, launch, out);
  else if (Array.isArray(value['remotes'])) readRemotes(value, out);
  else out.problems.push('No servers found: a config has mcpServers (or servers), a server.json has remotes.');
  return out;
}

function readEntry(name: string, entry: unknown, launch: string, out: ImportResult): void {
  if (!isObject(entry)) return void out.problems.push(`${name}: not an object, left out.`);
  const url = [entry['url'], entry['serverUrl'], entry['httpUrl']].find((u) => typeof u === 'string');
  if (typeof url === 'string') return addUrl(name, url, headersOf(entry['headers']), out);
  if (typeof entry['command'] === 'string') {
    const args = Array.isArray(entry['args']) ? entry['args'].map(String) : [];
    const env = isObject(entry['env']) ? Object.keys(entry['env']) : [];
    const command = [entry['command'], ...args].map(shellWord).join(' ');
    const line = `${launch} --stdio "${command.replace(/(["\\$`])/g, '\\$1')}"`;
    out.stdio.push({ name, line });
    if (env.length > 0) out.problems.push(`${name}: set ${env.join(', ')} in the shell that starts the inspector.`);
    return;
  }
  out.problems.push(`${name}: neither a url nor a command, left out.`);
}

function readRemotes(value: Record<string, unknown>, out: ImportResult): void {
  const name =
    typeof value['title'] === 'string' ? value['title'] : typeof value['name'] === 'string' ? value['name'] : 'server';
  const remotes = (value['remotes'] as unknown[]).filter(isObject);
  remotes.slice(0, MAX_ENTRIES).forEach((remote, i) => {
    if (typeof remote['url'] !== 'string') return void out.problems.push(`${name}: a remote without a url, left out.`);
    if (remote['type'] === 'sse') out.problems.push(`${name}: remote ${remote['url']} is the old HTTP+SSE transport.`);
    // Registry headers are declarations (name, description, isSecret), not values: the user fills them in.
    const headers = Array.isArray(remote['headers'])
      ? remote['headers']
          .filter(isObject)
          .flatMap((h) =>
            typeof h['name'] === 'string'
              ? [{ name: h['name'], value: typeof h['value'] === 'string' ? h['value'] : '' }]
              : [],
          )
      : [];
    addUrl(remotes.length > 1 ? `${name} (${i + 1})` : name, remote['url'], headers, out);
  });
  if (remotes.length === 0) out.problems.push(`${name}: no remotes to connect to (a package runs locally over stdio).`);
}

function addUrl(name: string, url: string, headers: ImportedServer['headers'], out: ImportResult): void {
  if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol))
    return void out.problems.push(`${name}: ${url} is not an http(s) URL, left out.`);
  out.servers.push({ name, url, headers });
}

function headersOf(value: unknown): ImportedServer['headers'] {
  if (!isObject(value)) return [];
  return Object.entries(value).flatMap(([name, v]) => (typeof v === 'string' ? [{ name, value: v }] : []));
}

// A word as a POSIX shell reads it back: quoted only when it must be.
function shellWord(word: string): string {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}
