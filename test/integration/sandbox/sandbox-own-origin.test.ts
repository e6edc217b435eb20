import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInspector, type RunningInspector } from '../../../app/server/standalone';
import { inspectorOrigins, startSandbox } from '../../../app/server/sandbox/server';
import { OWN_ORIGINS_META_NAME } from '../../../app/server/page-meta';

// The sandbox port never lets a View's declared CSP reach the inspector itself (its page and relay): the
// running inspector tells its sandbox its origins; a sandbox that does not know them allows no loopback origin.

const csp64 = (csp: unknown) => Buffer.from(JSON.stringify(csp)).toString('base64url');
const connectSrc = async (sandboxOrigin: string, declared: unknown) => {
  const r = await fetch(`${sandboxOrigin}/app?csp=${csp64(declared)}`);
  return (r.headers.get('content-security-policy') ?? '').split('; ').find((d) => d.startsWith('connect-src'));
};

let app: RunningInspector;
beforeAll(async () => {
  app = await startInspector({ page: async () => '<!doctype html><html><head></head><body></body></html>' });
});
afterAll(() => app.close());

describe("the sandbox's CSP and the inspector's own origin", () => {
  it("leaves out every declared origin that reaches the inspector, keeps another local server's", async () => {
    const own = new URL(app.origin);
    const declared = {
      connectDomains: [
        app.origin,
        `http://localhost:${own.port}`,
        'http://127.0.0.1:*',
        `ws://localhost:${own.port}`,
        'http://127.0.0.1:3000',
        'https://api.example.com',
      ],
    };
    expect(await connectSrc(app.sandboxOrigin, declared)).toBe(
      "connect-src 'self' http://127.0.0.1:3000 https://api.example.com",
    );
  });

  it('allows no loopback origin while it does not know where the inspector is', async () => {
    const sandbox = await startSandbox();
    try {
      const declared = { connectDomains: ['http://127.0.0.1:3000', 'https://api.example.com'] };
      expect(await connectSrc(sandbox.origin, declared)).toBe("connect-src 'self' https://api.example.com");
    } finally {
      await sandbox.close();
    }
  });
});

describe("the page and the inspector's own origins", () => {
  it('names every origin the inspector answers to (a --host name too), the ones its sandbox leaves out', async () => {
    const named = await startInspector({
      page: async () => '<!doctype html><html><head></head><body></body></html>',
      extraHosts: ['inspector.test'],
    });
    try {
      const html = await (await fetch(`${named.origin}/`)).text();
      const content = new RegExp(`<meta name="${OWN_ORIGINS_META_NAME}" content="([^"]*)">`).exec(html)?.[1];
      const origins = content?.split(' ');
      expect(origins).toEqual(inspectorOrigins(named.port, ['inspector.test']));
      expect(origins).toEqual(
        expect.arrayContaining([named.origin, `http://localhost:${named.port}`, `http://inspector.test:${named.port}`]),
      );
    } finally {
      await named.close();
    }
  });
});
