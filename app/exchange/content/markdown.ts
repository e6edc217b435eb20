import DOMPurify from 'dompurify';
import { Marked } from 'marked';
import { safeHref } from './content-model';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// The markdown's own HTML (blocks and inline tags) is shown as text, never as elements.
const markdown = new Marked({ gfm: true, renderer: { html: ({ text }) => escapeHtml(text) } });

let purifier: ReturnType<typeof DOMPurify> | null = null;

// One DOMPurify of our own: no raw HTML element outlives it, links keep only http(s) targets (others
// lose their href and stay as text), and images are dropped (a remote image would be a request).
function purify(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  const p = DOMPurify(window);
  p.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') {
      const href = safeHref(node.getAttribute('href'));
      if (href) {
        node.setAttribute('href', href);
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noreferrer noopener');
      } else node.removeAttribute('href');
    }
  });
  purifier = p;
  return p;
}

/**
 * A server's markdown as sanitized HTML: the markdown's own HTML is shown as text (no server HTML is
 * rendered), then DOMPurify removes anything active that is left.
 */
export function markdownHtml(text: string): string {
  const html = markdown.parse(text, { async: false });
  const clean = purify().sanitize(html, {
    FORBID_TAGS: ['img', 'style', 'iframe', 'form', 'input', 'svg', 'math', 'video', 'audio', 'object', 'embed'],
    FORBID_ATTR: ['style', 'src', 'srcset'],
  });
  return linksChecked(clean);
}

// A second, independent pass over the links: whatever the sanitizer kept, only http(s) stays clickable.
function linksChecked(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const a of template.content.querySelectorAll('a')) {
    const href = safeHref(a.getAttribute('href'));
    if (href) {
      a.setAttribute('href', href);
      a.setAttribute('target', '_blank');
      a.setAttribute('rel', 'noreferrer noopener');
    } else a.removeAttribute('href');
  }
  return template.innerHTML;
}
