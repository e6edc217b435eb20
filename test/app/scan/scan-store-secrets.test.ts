import { beforeEach, describe, expect, it } from 'vitest';
import { useScanStore } from '../../../app/features/scan/state/scan-store';
import { LIVE_STORAGE_KEY, useLiveStore } from '../../../app/features/live/state/live-store';

const savedScanHeaders = (): string => JSON.parse(localStorage.getItem('shape-inspector:scan')!).state.headers;
const savedLiveValue = (): string => JSON.parse(localStorage.getItem(LIVE_STORAGE_KEY)!).state.headers[0].value;

/** Enters one header on each screen, as a user would, and returns what each screen saved for its value. */
function saveOnBothScreens(name: string, value: string): { scan: string; live: string } {
  useScanStore.getState().actions.setHeaders(`${name}: ${value}`);
  useLiveStore.getState().actions.setHeaders([{ name, value, enabled: true, origin: '' }]);
  return {
    scan: savedScanHeaders()
      .slice(name.length + 1)
      .trim(),
    live: savedLiveValue(),
  };
}

describe('Scan and Live save the same header values', () => {
  beforeEach(() => {
    localStorage.clear();
    useScanStore.setState({ headers: '', headersOrigin: '' });
    useLiveStore.setState({ headers: [], keepSecrets: false });
  });

  it('does not save an Mcp-Session-Id value (Live masks it; Scan used to save it)', () => {
    useScanStore.getState().actions.setHeaders('Mcp-Session-Id: 7f3c\nX-Tenant: blue');
    expect(savedScanHeaders()).toBe('Mcp-Session-Id: \nX-Tenant: blue');
  });

  it.each(['Mcp-Session-Id', 'Authorization', 'Proxy-Authorization', 'Cookie', 'X-Api-Key', 'X-Auth-User'])(
    'drops the value of %s on both screens',
    (name) => expect(saveOnBothScreens(name, 'v4lue')).toEqual({ scan: '', live: '' }),
  );

  it.each(['X-Tenant', 'Accept-Language', 'WWW-Authenticate'])('keeps the value of %s on both screens', (name) =>
    expect(saveOnBothScreens(name, 'v4lue')).toEqual({ scan: 'v4lue', live: 'v4lue' }),
  );
});
