import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningInspector } from '../../../app/server/standalone';
import { scanServer, type ScanReport } from '../../../src';
import { demoSession, resultOf, startDemoApp, type DemoSession } from './support';

// The demo's MCP Apps: /demo/mcp serves a conforming app (no error finding on any exchange, and a clean
// Apps card in a scan); /demo/divergent adds broken_app and ghost_app, whose every mistake is flagged by its rule.

let app: RunningInspector;
let demo: DemoSession;
let conforming: ScanReport;
let divergent: ScanReport;
beforeAll(async () => {
  app = await startDemoApp();
  demo = await demoSession(app);
  [conforming, divergent] = await Promise.all([
    scanServer({ url: `${app.origin}/demo/mcp`, fetch, includeCalls: true }),
    scanServer({ url: `${app.origin}/demo/divergent`, fetch, includeCalls: true }),
  ]);
}, 60_000);
afterAll(() => app.close());

const appFindings = (report: ScanReport) =>
  report.findings
    .filter((f) => f.rule.startsWith('R-APP-'))
    .map((f) => `${f.rule} ${report.exchanges[f.exchange]!.label} ${f.pointer}`);

describe('the conforming demo app', () => {
  it('lists weather_app with its ui:// resource and reads it as an HTML document of the app MIME type', async () => {
    const tools = resultOf(await demo.conforming({ method: 'tools/list' }))['tools'] as Record<string, unknown>[];
    expect(tools.find((t) => t['name'] === 'weather_app')).toMatchObject({
      _meta: { ui: { resourceUri: 'ui://demo/weather' } },
    });
    const read = await demo.conforming({ method: 'resources/read', params: { uri: 'ui://demo/weather' } });
    const [content] = resultOf(read)['contents'] as Record<string, unknown>[];
    expect(content).toMatchObject({
      uri: 'ui://demo/weather',
      mimeType: 'text/html;profile=mcp-app',
      _meta: { ui: { csp: {} } },
    });
    expect(String(content!['text'])).toMatch(/^<!DOCTYPE html>/);
  });

  it('answers weather_app with a text fallback beside the structured content', async () => {
    const result = resultOf(await demo.conforming(demo.call('weather_app', { city: 'Lyon' })));
    expect(result).toMatchObject({ structuredContent: { city: 'Lyon' } });
    expect(result['content']).toEqual([
      { type: 'text', text: expect.stringMatching(/^Lyon: \d+ °C, \w+\.$/) },
      { type: 'text', text: JSON.stringify(result['structuredContent']) },
    ]);
  });

  it('scans with an Apps card that read the app and found nothing', () => {
    expect(conforming.areas.find((a) => a.area === 'apps')).toMatchObject({ status: 'pass', probes: 1 });
    expect(appFindings(conforming)).toEqual([]);
  });
});

describe('the broken demo apps (divergent)', () => {
  it('flags each mistake with its rule', () => {
    const found = appFindings(divergent);
    for (const expected of [
      /^R-APP-3 tools\/list .* \/result\/tools\/\d+\/_meta\/ui~1resourceUri$/,
      /^R-APP-2 tools\/list .* \/result\/tools\/\d+\/_meta\/ui\/visibility\/0$/,
      /^R-APP-8 tools\/list .* \/result\/tools\/\d+\/_meta\/ui\/csp$/,
      /^R-APP-4 resources\/read of ui:\/\/demo\/broken .* \/result\/contents\/0\/mimeType$/,
      /^R-APP-6 resources\/read of ui:\/\/demo\/broken .* \/result\/contents\/0\/text$/,
      /^R-APP-9 resources\/read of ui:\/\/demo\/broken .* \/result\/contents\/0\/_meta\/ui\/csp\/resourceDomains\/0$/,
      /^R-APP-7 resources\/read of ui:\/\/demo\/ghost .* \/error$/,
      /^R-APP-10 tools\/call broken_app \/result\/content$/,
    ])
      expect(found, String(expected)).toEqual(expect.arrayContaining([expect.stringMatching(expected)]));
  });
});

describe('a server without apps', () => {
  it('says so in one line on its Apps card', async () => {
    const { startSdkServer } = await import('../../fixtures/sdk-server/server');
    const sdk = await startSdkServer();
    try {
      const report = await scanServer({ url: sdk.url, fetch });
      expect(report.areas.find((a) => a.area === 'apps')).toMatchObject({
        status: 'empty',
        note: 'no tool names a ui:// resource: this server has no MCP Apps',
      });
    } finally {
      await sdk.close();
    }
  });
});
