import { describe, expect, it } from 'vitest';
import { readLaunchOptions } from '../../../app/server/launch';
import { parseTapSpecs, TAP_ENV, TapConfigError } from '../../../app/server/tap';

// What `npm start -- --tap …` accepts: the targets are fixed here, at launch, or not at all.

describe('tap: launch-time targets', () => {
  it('reads `URL` as /tap and `name=URL` as /tap/<name>', () => {
    const targets = parseTapSpecs(['http://localhost:3000/mcp?key=a=b', 'ide=https://example.test/mcp#frag']);
    expect(targets.map((t) => [t.name, t.url.href])).toEqual([
      ['', 'http://localhost:3000/mcp?key=a=b'],
      ['ide', 'https://example.test/mcp'],
    ]);
  });

  it.each([
    ['not a URL', ['localhost:3000']],
    ['another scheme', ['file:///etc/passwd']],
    ['credentials in the URL', ['http://user:pw@localhost:3000/mcp']],
    ['two unnamed taps', ['http://a.test/mcp', 'http://b.test/mcp']],
    ['a name used twice', ['x=http://a.test/mcp', 'x=http://b.test/mcp']],
    ['a name with other characters', ['a.b=http://a.test/mcp']],
  ])('refuses %s, saying what to write instead', (_name, specs) => {
    expect(() => parseTapSpecs(specs)).toThrow(TapConfigError);
    expect(() => parseTapSpecs(specs)).toThrow(/--tap/);
  });

  it('comes from the environment npm start sets, like the stdio command', () => {
    const options = readLaunchOptions({ [TAP_ENV]: 'http://127.0.0.1:3000/mcp  second=http://127.0.0.1:3001/mcp' });
    expect(options.taps?.map((t) => t.name)).toEqual(['', 'second']);
    expect(readLaunchOptions({}).taps).toBeUndefined();
  });
});
