import { resultOf } from '../../../exchange/model/body';
import { META_KEYS, type ExchangeRecord } from '../../../../src/index';

/** What a `server/discover` result says, as strings only (everything a server sends is shown as text). */
export interface DiscoverView {
  versions: string[];
  capabilities: string[];
  extensions: string[];
  instructions: string | null;
  serverInfo: string | null;
  /** The serverInfo object and the capabilities object as sent (read for display by their own views). */
  serverInfoObject: unknown;
  capabilitiesObject: unknown;
}

/** The discover result's facts, as strings only (everything a server sends is shown as text). */
export function readDiscover(record: ExchangeRecord): DiscoverView | null {
  const result = resultOf(record.response);
  if (!result) return null;
  const caps = isObject(result['capabilities']) ? result['capabilities'] : {};
  const meta = isObject(result['_meta']) ? result['_meta'] : {};
  const info = meta[META_KEYS.serverInfo.key];
  return {
    versions: Array.isArray(result['supportedVersions']) ? result['supportedVersions'].map(String) : [],
    capabilities: Object.keys(caps).filter((k) => k !== 'extensions'),
    extensions: isObject(caps['extensions']) ? Object.keys(caps['extensions']) : [],
    instructions: typeof result['instructions'] === 'string' ? result['instructions'] : null,
    serverInfo: isObject(info) ? `${String(info['name'])} ${String(info['version'] ?? '')}`.trim() : null,
    serverInfoObject: info,
    capabilitiesObject: caps,
  };
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
