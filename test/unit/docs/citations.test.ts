import { describe, expect, it } from 'vitest';
import { citationsIn, isCitable } from '../../../scripts/docs/citations';

const has = (name: string) => name.endsWith('decisions.md');
const found = (file: string, text: string) => citationsIn(file, text, has).map((c) => `${c.line}: ${c.found}`);

describe('citations of documents outside the repository', () => {
  it('flags URLs, unknown Markdown documents and issue numbers in the comments of code', () => {
    const code = [
      '// See https://github.com/owner/repo/issues/3 for the story.',
      "const url = 'https://example.org/not-a-comment';",
      '/** Follows modern-rules.md and docs/decisions.md (issue 18 item 6). */',
      "const page = 'https://github.com/x'; // fine: https://modelcontextprotocol.io/specification/2026-07-28/basic",
      '// loopback http://127.0.0.1:4173/ and http://localhost:3000/mcp and https://api.example.com/mcp',
      '// also http://[::1]:5173 and https://*.example.com, but not http://[fe80::1]:80 or http://192.168.1.20:5173',
    ].join('\n');
    expect(found('a.ts', code)).toEqual([
      '1: https://github.com/owner/repo/issues/3',
      '3: modern-rules.md',
      '3: issue 18',
      '6: http://[fe80::1]:80',
      '6: http://192.168.1.20:5173',
    ]);
  });

  it('reads all of a Markdown document, allows the spec and SEP links, and not other pages', () => {
    const doc = [
      '[spec](https://modelcontextprotocol.io/specification/2026-07-28/server/tools)',
      '[SEP](https://github.com/modelcontextprotocol/modelcontextprotocol/blob/main/seps/2663-tasks-extension.md)',
      'Read [the blog](https://blog.example.net.evil/post) and PR #12.',
    ].join('\n');
    expect(found('README.md', doc)).toEqual(['3: https://blog.example.net.evil/post', '3: PR #12']);
  });

  it('reads test titles too, where an issue item is as much a citation', () => {
    const code =
      "describe('numbers (issue 10 item 10)', () => {\n  it.each([1])('one (items 4 and 5)', () => {});\n  it('plain', () => {});\n});";
    expect(found('a.test.ts', code)).toEqual(['1: issue 10', '2: (items 4 and 5)']);
    expect(found('a.ts', "const label = 'issue 3 (item 2)';")).toEqual([]);
  });

  it('reads comments in JSX, CSS and the CI script, and nothing else', () => {
    expect(found('a.tsx', 'const a = <div>{/* https://x.dev/a */}</div>;')).toEqual(['1: https://x.dev/a']);
    expect(found('a.css', '/* https://x.dev/b */ a { color: red; }')).toEqual(['1: https://x.dev/b']);
    expect(found('.ci/run', 'curl https://x.dev/c # https://x.dev/d')).toEqual(['1: https://x.dev/d']);
    expect([isCitable('a.json'), isCitable('a.mjs'), isCitable('docs/a.md')]).toEqual([false, true, true]);
  });
});
