import { describe, expect, it } from 'vitest';
import { buildAppCsp, isLoopbackDomain, isLoopbackHost, reachesOrigin } from '../../../src/index';

// A View's declared CSP origins against the user's machine and the inspector's own origin: which count as
// loopback (R-APP-23), which reach the inspector, and what the sandbox's policy keeps of them.
const connectOf = (csp: unknown, own?: readonly string[]) =>
  buildAppCsp(csp, own)
    .split('; ')
    .find((d) => d.startsWith('connect-src'));
const INSPECTOR = ['http://127.0.0.1:5173', 'http://localhost:5173', 'http://[::1]:5173'];

describe('loopback hosts', () => {
  it.each([
    'localhost',
    'LOCALHOST',
    'app.localhost',
    '*.localhost',
    '127.0.0.1',
    '127.9.9.9',
    '127.1',
    '2130706433',
    '0x7f.1',
    '0.0.0.0',
  ])('%s is the user machine', (host) => expect(isLoopbackHost(host)).toBe(true));
  it.each(['api.example.com', '128.0.0.1', 'localhost.example.com', '*.example.com', '10.0.0.1'])('%s is not', (host) =>
    expect(isLoopbackHost(host)).toBe(false),
  );
  it('judges only well-formed origins', () => {
    expect(isLoopbackDomain('http://localhost:3000')).toBe(true);
    expect(isLoopbackDomain('localhost:3000')).toBe(false); // no scheme: R-APP-9's, and dropped anyway
  });
});

describe('reaching the inspector', () => {
  it.each([
    ['http://127.0.0.1:5173', true],
    ['http://localhost:5173', true],
    ['ws://localhost:5173', true],
    ['http://127.0.0.1:*', true],
    ['http://*.localhost:*', true],
    ['http://127.0.0.1:3000', false],
    ['http://127.0.0.1', false],
    ['https://api.example.com:*', false],
  ] as const)('%s: %s', (domain, reaches) => {
    expect(INSPECTOR.some((origin) => reachesOrigin(domain, origin))).toBe(reaches);
  });
  it('counts the default port of the scheme', () => {
    expect(reachesOrigin('http://127.0.0.1', 'http://localhost')).toBe(true);
    expect(reachesOrigin('https://127.0.0.1', 'http://localhost')).toBe(false);
  });
});

describe("the sandbox's CSP", () => {
  const declared = {
    connectDomains: ['https://api.example.com', 'http://localhost:*', 'http://127.0.0.1:5173', 'http://127.0.0.1:3000'],
    resourceDomains: ['http://127.0.0.1:5173'],
    frameDomains: ['http://localhost:5173'],
  };
  it("never allows the inspector's origin, in any list, and keeps another local server", () => {
    const csp = buildAppCsp(declared, INSPECTOR);
    expect(connectOf(declared, INSPECTOR)).toBe("connect-src 'self' https://api.example.com http://127.0.0.1:3000");
    expect(csp).not.toContain('5173');
    expect(csp).toContain("frame-src 'none'");
  });
  it('allows no loopback origin at all while the inspector does not know its own', () => {
    expect(connectOf(declared)).toBe("connect-src 'self' https://api.example.com");
  });
});
