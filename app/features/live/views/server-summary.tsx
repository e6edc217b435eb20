import type { ExchangeRecord } from '../model/exchange-record';
import { sseFrames } from './exchange-view';

interface DiscoverView {
  versions: string[];
  capabilities: string[];
  extensions: string[];
  instructions: string | null;
  serverInfo: string | null;
}

/** What `server/discover` said, or that the server speaks only 2025-11-25 (R-ERA-1) and what to change. */
export function ServerSummary({ record }: { record: ExchangeRecord | null }) {
  if (!record) return null;
  const era = record.findings.find((f) => String(f.rule) === 'R-ERA-1');
  const view = readDiscover(record);
  return (
    <section className="server-summary" data-testid="server-summary" aria-label="Server">
      {era && (
        <p className="warn-text" data-testid="legacy-server">
          This server answers like a 2025-11-25 server: {era.message}
        </p>
      )}
      {record.error && <p className="warn-text">Could not connect: {record.error.message}</p>}
      {view ? (
        <dl className="facts">
          <dt>server</dt>
          <dd data-testid="server-info">{view.serverInfo ?? '(no serverInfo in result _meta)'}</dd>
          <dt>versions</dt>
          <dd data-testid="server-versions">{view.versions.join(', ') || '(none listed)'}</dd>
          <dt>capabilities</dt>
          <dd data-testid="server-capabilities">{view.capabilities.join(', ') || '(none)'}</dd>
          <dt>extensions</dt>
          <dd>{view.extensions.join(', ') || '(none)'}</dd>
          {view.instructions && (
            <>
              <dt>instructions</dt>
              <dd className="instructions">{view.instructions}</dd>
            </>
          )}
        </dl>
      ) : (
        !era && !record.error && <p className="muted">The server/discover answer holds no result to summarise.</p>
      )}
    </section>
  );
}

/** The discover result's facts, as strings only (everything a server sends is shown as text). */
export function readDiscover(record: ExchangeRecord): DiscoverView | null {
  const body = record.response?.body ?? '';
  const text = record.response?.headers['content-type']?.includes('text/event-stream')
    ? (sseFrames(body).at(-1) ?? '')
    : body;
  let result: Record<string, unknown>;
  try {
    const value = (JSON.parse(text) as { result?: unknown }).result;
    if (typeof value !== 'object' || value === null) return null;
    result = value as Record<string, unknown>;
  } catch {
    return null;
  }
  const caps = isObject(result['capabilities']) ? result['capabilities'] : {};
  const meta = isObject(result['_meta']) ? result['_meta'] : {};
  const info = meta['io.modelcontextprotocol/serverInfo'];
  return {
    versions: Array.isArray(result['supportedVersions']) ? result['supportedVersions'].map(String) : [],
    capabilities: Object.keys(caps).filter((k) => k !== 'extensions'),
    extensions: isObject(caps['extensions']) ? Object.keys(caps['extensions']) : [],
    instructions: typeof result['instructions'] === 'string' ? result['instructions'] : null,
    serverInfo: isObject(info) ? `${String(info['name'])} ${String(info['version'] ?? '')}`.trim() : null,
  };
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
