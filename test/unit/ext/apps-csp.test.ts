import { describe, expect, it } from 'vitest';
import {
  buildAppCsp,
  declaredOriginFor,
  isLoopbackDomain,
  isLoopbackHost,
  reachesOrigin,
  sandboxFinding,
} from '../../../src/index';

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

describe('an origin the CSP refused, against what the resource declared', () => {
  const declared = {
    connectDomains: ['https://api.example.com', 'http://localhost:*', 'bad; x'],
    resourceDomains: ['https://cdn.example.com'],
  };
  // Every refusal the sandbox's policy makes of a declared, well-formed origin is for reaching the inspector.
  it.each([
    ['http://127.0.0.1:5173/api/relay', 'connect-src', 'http://localhost:*'],
    ['ws://localhost:5173/', 'connect-src', 'http://localhost:*'],
    ['http://127.0.0.1:5173/x.png', 'img-src', null],
    ['https://cdn.example.com/a.js', 'connect-src', null],
    ['https://cdn.example.com/a.js', 'script-src-elem', 'https://cdn.example.com'],
    ['https://other.example.com/', 'connect-src', null],
    ['eval', 'script-src', null],
  ] as const)('%s (%s): declared as %s', (blocked, directive, origin) => {
    expect(declaredOriginFor(declared, directive, blocked)).toBe(origin);
  });
  it("is reported with its true reason: declared but the inspector's own (R-APP-23), else undeclared (R-APP-18)", () => {
    const own = sandboxFinding({
      kind: 'csp',
      blockedURI: 'http://127.0.0.1:5173/api/relay',
      directive: 'connect-src',
      declared: declaredOriginFor(declared, 'connect-src', 'http://127.0.0.1:5173/api/relay'),
    });
    expect([own.rule, own.message.includes('does not declare')]).toEqual(['R-APP-23', false]);
    const undeclared = sandboxFinding({
      kind: 'csp',
      blockedURI: 'https://other.example.com/',
      directive: 'connect-src',
      declared: null,
    });
    expect([undeclared.rule, undeclared.message.includes('does not declare')]).toEqual(['R-APP-18', true]);
  });
});
