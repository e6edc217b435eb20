import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppFindings } from '../../../app/features/live/apps/app-findings';
import { ownOriginsOf } from '../../../app/features/live/apps/own-origins';
import { OWN_ORIGINS_META_NAME } from '../../../app/server/page-meta';
import { exchangeRecord, ownOriginFindings, type ExchangeRecord } from '../../../src/index';

// Whether a declared origin is the inspector's own: every name its server answers to counts (the loopback
// names and a `--host`), not only the one the page was reached by.
afterEach(() => {
  cleanup();
  document.head.querySelector(`meta[name="${OWN_ORIGINS_META_NAME}"]`)?.remove();
});

const NAMED = 'http://127.0.0.1:5173 http://localhost:5173 http://[::1]:5173 http://inspector.test:5173';
const BASE = '/result/contents/0';
const flagged = (csp: unknown, origins: readonly string[]) =>
  ownOriginFindings(csp, origins, BASE).map((f) => f.pointer.slice(BASE.length));

describe("the inspector's own origins", () => {
  it("are the page's and every one its server named, so a declared origin under another name is its own", () => {
    const csp = { connectDomains: ['http://127.0.0.1:5173', 'https://api.example.com'] };
    // Reached under its --host name: the loopback origin it also answers to is still its own.
    const own = ownOriginsOf(NAMED, 'http://inspector.test:5173');
    expect(own).toEqual([
      'http://inspector.test:5173',
      'http://127.0.0.1:5173',
      'http://localhost:5173',
      'http://[::1]:5173',
    ]);
    expect(flagged(csp, own)).toEqual(['/_meta/ui/csp/connectDomains/0']);
    expect(flagged(csp, ['http://inspector.test:5173'])).toEqual([]);
    // Reached on loopback: the --host name is its own too.
    const byName = { resourceDomains: ['http://inspector.test:5173', 'http://inspector.test:3000'] };
    expect(flagged(byName, ownOriginsOf(NAMED, 'http://127.0.0.1:5173'))).toEqual(['/_meta/ui/csp/resourceDomains/0']);
  });

  it("leave out what is no http origin in the meta, and are the page's alone without one", () => {
    expect(
      ownOriginsOf('javascript:alert(1) http://a.test/path https://b.test:1 http://c.test:2', 'http://x.test:1'),
    ).toEqual(['http://x.test:1', 'http://c.test:2']);
    expect(ownOriginsOf(null, 'http://127.0.0.1:5173')).toEqual(['http://127.0.0.1:5173']);
  });
});

describe("This app's findings", () => {
  it('say a declared origin the server named as its own reaches this inspector, whatever name the page has', () => {
    const meta = document.createElement('meta');
    meta.name = OWN_ORIGINS_META_NAME;
    meta.content = NAMED;
    document.head.append(meta);
    expect(window.location.origin).not.toBe('http://inspector.test:5173');
    const uri = 'ui://weather';
    const read = exchangeRecord({
      id: 'r1',
      startedAt: '2026-07-28T00:00:00.000Z',
      source: 'relay',
      request: {
        url: 'http://127.0.0.1:3000/mcp',
        method: 'POST',
        headers: {},
        body: JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'resources/read', params: { uri } }),
      },
      response: {
        status: 200,
        statusText: 'OK',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 2,
          result: {
            contents: [
              {
                uri,
                mimeType: 'text/html;profile=mcp-app',
                text: '<!doctype html><p>hi</p>',
                _meta: { ui: { csp: { connectDomains: ['http://inspector.test:5173', 'https://api.example.com'] } } },
              },
            ],
          },
        }),
      },
      timing: { totalMs: 1 },
    });
    const anchor = { ...read, id: 'c1' } as ExchangeRecord;
    render(
      <AppFindings
        call={{
          anchor,
          tool: { name: 'weather_app', _meta: { ui: { resourceUri: uri } } },
          uri,
          arguments: {},
          outcome: { result: { content: [{ type: 'text', text: 'Lyon: 20 °C' }] } },
          serverUrl: anchor.request.url,
        }}
        read={read}
      />,
    );
    const own = screen.getByTestId('app-findings').querySelectorAll('[data-rule="R-APP-23"]');
    expect(own).toHaveLength(1);
    expect(own[0]!.textContent).toContain("http://inspector.test:5173, which reaches this inspector's own origin");
  });
});
