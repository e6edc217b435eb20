import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { renderMarkdown } from 'monaco-editor/base/browser/markdownRenderer';
import { escapeMarkdown, hoverMarkdown, safeLinkTarget } from '../../../app/editor/hover-markdown';

/** Renders Markdown as Monaco's hovers do (links allowed, no HTML), into real DOM. */
const rendered = (markdown: string) =>
  renderMarkdown({ value: markdown, isTrusted: false, supportHtml: false }).element;

const HOSTILE = [
  '![p](http://127.0.0.1:4312/x.png)',
  '[click](http://127.0.0.1:4312/)',
  '<img src=x onerror=alert(1)>',
  'http://127.0.0.1:4312/autolink and www.example.com',
  '[ref]: http://127.0.0.1:4312/\n\n[ref]',
  '`code` **bold** _it_ # head\n- item',
  '&lt;b&gt; &amp;',
];

describe('escapeMarkdown', () => {
  it.each(HOSTILE)('renders %j as its own text: no image, link or tag', (text) => {
    const element = rendered(escapeMarkdown(text));
    expect(element.querySelectorAll('img, a, code, strong, em, h1, li')).toHaveLength(0);
    expect(element.textContent?.trim()).toBe(text.replace(/\s*\n+\s*/g, ' '));
  });

  it('renders any text as that text, with no element but the paragraph', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'ab ![]()<>*_`#:/.-\\&|~+!{}x\n'), maxLength: 40 }), (text) => {
        const element = rendered(escapeMarkdown(text));
        expect(element.querySelectorAll('*:not(p)')).toHaveLength(0);
        expect(element.textContent?.trim()).toBe(text.replace(/\s*[\r\n]+\s*/g, ' ').trim());
      }),
      { numRuns: 300 },
    );
  });

  it('bounds a long text with an ellipsis', () => {
    const shown = escapeMarkdown('a'.repeat(10_000));
    expect(shown.length).toBe(600);
    expect(shown.endsWith('…')).toBe(true);
  });
});

describe('safeLinkTarget', () => {
  it.each([
    ['https://modelcontextprotocol.io/specification/2026-07-28/basic#caching', true],
    ['http://127.0.0.1:4173/docs', true],
    ['javascript:alert(1)', false],
    ['command:editor.action.formatDocument', false],
    ['data:text/html,<b>x</b>', false],
    ['not a url', false],
  ])('%s allowed: %s', (url, allowed) => {
    expect(safeLinkTarget(url) !== undefined).toBe(allowed);
  });

  it('cannot end the link target early', () => {
    const target = safeLinkTarget('https://example.com/a) ![x](http://127.0.0.1/x.png');
    expect(target).not.toMatch(/[()\s]/);
  });
});

describe('hoverMarkdown', () => {
  it('shows a bold title, escaped paragraphs and one link', () => {
    const markdown = hoverMarkdown({
      title: 'added',
      paragraphs: ['resultType added to ![p](http://127.0.0.1:4312/x.png).', 'Every result says what it is.'],
      link: { label: 'Specification', url: 'https://modelcontextprotocol.io/specification/2026-07-28/basic' },
    });
    const element = rendered(markdown);
    expect(element.querySelector('strong')?.textContent).toBe('added');
    expect(element.querySelectorAll('img')).toHaveLength(0);
    const links = element.querySelectorAll('a');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('data-href')).toBe('https://modelcontextprotocol.io/specification/2026-07-28/basic');
    expect(element.textContent).toContain('resultType added to ![p](http://127.0.0.1:4312/x.png).');
  });

  it('drops a link that is not http(s)', () => {
    const element = rendered(
      hoverMarkdown({ title: 't', paragraphs: [], link: { label: 'x', url: 'javascript:alert(1)' } }),
    );
    expect(element.querySelectorAll('a')).toHaveLength(0);
  });
});
