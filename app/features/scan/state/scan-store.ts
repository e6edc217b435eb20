import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { isHttpToken, isSecretHeaderName } from '../../../../src/index';
import { serverOrigin } from '../../../exchange/model/server-origin';
import { demoServerUrl } from '../../../exchange/transport/choose-fetch';
import { followOtherTabs, validatingStorage } from '../../../state/persisted-storage';

/** What the scan screen keeps between visits. */
export interface ScanSettings {
  /** The server's MCP endpoint; '' means the embedded demo server. */
  url: string;
  /** Also call every listed tool once. */
  includeCalls: boolean;
  /** `auto`: through the relay when the page has one, else straight from the browser. */
  mode: 'auto' | 'relay' | 'direct';
  /** Extra headers, one `Name: value` per line (credential values are not saved). */
  headers: string;
  /** The origin of the server URL the headers were entered for: they are sent there only. */
  headersOrigin: string;
}

interface ScanState extends ScanSettings {
  /** The URL a link filled in (not saved): calling every tool of it needs the user's confirmation. */
  linkedUrl: string | null;
  actions: {
    /** A `#/scan?url=` link: fills in the URL and nothing else. */
    fillFromLink: (url: string) => void;
    setUrl: (url: string) => void;
    setIncludeCalls: (on: boolean) => void;
    setMode: (mode: ScanSettings['mode']) => void;
    setHeaders: (headers: string) => void;
  };
}

const VERSION = 1;
const DEFAULTS: ScanSettings = { url: '', includeCalls: false, mode: 'auto', headers: '', headersOrigin: '' };

/**
 * The header lines as a map: `Name: value` lines, blank and malformed lines left out.
 *
 * @example
 * headerLines('Authorization: Bearer x\nnonsense') // => { Authorization: 'Bearer x' }
 */
export function headerLines(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const at = line.indexOf(':');
    const name = line.slice(0, at).trim();
    if (at > 0 && isHttpToken(name)) out[name] = line.slice(at + 1).trim();
  }
  return out;
}

// Credential lines keep their name and lose their value before anything is saved (the names are read as
// headerLines reads them, so a line that would be sent as a secret header is never saved with its value).
function withoutSecrets(text: string): string {
  return text
    .split('\n')
    .map((line) => {
      const at = line.indexOf(':');
      return at > 0 && isSecretHeaderName(line.slice(0, at).trim()) ? `${line.slice(0, at)}: ` : line;
    })
    .join('\n');
}

/** Reads saved scan settings from untrusted storage (ill-typed fields take their defaults). */
export function readSavedScan(state: unknown): ScanSettings | null {
  if (typeof state !== 'object' || state === null || Array.isArray(state)) return null;
  const s = state as Record<string, unknown>;
  return {
    url: typeof s['url'] === 'string' ? s['url'] : DEFAULTS.url,
    includeCalls: s['includeCalls'] === true,
    mode: s['mode'] === 'relay' || s['mode'] === 'direct' ? s['mode'] : 'auto',
    headers: typeof s['headers'] === 'string' ? s['headers'] : DEFAULTS.headers,
    // Headers saved before they had an origin belong to the URL saved with them.
    headersOrigin:
      typeof s['headersOrigin'] === 'string'
        ? s['headersOrigin']
        : serverOrigin((typeof s['url'] === 'string' && s['url'].trim()) || demoServerUrl()),
  };
}

export const useScanStore = create<ScanState>()(
  persist(
    (set) => ({
      ...DEFAULTS,
      linkedUrl: null,
      actions: {
        fillFromLink: (url) => set({ url, linkedUrl: url }),
        setUrl: (url) => set({ url }),
        setIncludeCalls: (includeCalls) => set({ includeCalls }),
        setMode: (mode) => set({ mode }),
        setHeaders: (headers) =>
          set((s) => ({ headers, headersOrigin: serverOrigin(s.url.trim() || demoServerUrl()) })),
      },
    }),
    {
      name: 'shape-inspector:scan',
      version: VERSION,
      storage: validatingStorage({ version: VERSION, read: readSavedScan, onReset: () => undefined }),
      partialize: (s): ScanSettings => ({
        url: s.url,
        includeCalls: s.includeCalls,
        mode: s.mode,
        headers: withoutSecrets(s.headers),
        headersOrigin: s.headersOrigin,
      }),
    },
  ),
);

// Another tab's saved settings are read again at once, so tabs never overwrite each other's newer settings.
if (typeof window !== 'undefined') followOtherTabs(useScanStore);
