// The sandbox proxy page: the only document the sandbox port serves. It tells the inspector it is ready,
// takes the app's HTML from its parent (and nobody else), and writes it over itself, so the app runs under
// this response's CSP header (which it cannot loosen) in the opaque origin of a sandboxed frame.

/** The notification the inspector sends with the app's HTML (ext-apps' `sandbox-resource-ready`). */
export const RESOURCE_READY = 'ui/notifications/sandbox-resource-ready';

/** The method of what the sandbox itself reports to the inspector: CSP violations, windows, navigation. */
export const SANDBOX_REPORT = 'x-inspector/sandbox-report';

// Runs first in the app's document: reports what the browser refuses, so the inspector can say why.
// A hostile app may silence it; the browser's sandbox and the CSP header still refuse.
const REPORTER = `(() => {
  const host = window.parent;
  const report = (params) => { try { host.postMessage({ jsonrpc: '2.0', method: '${SANDBOX_REPORT}', params }, '*'); } catch (_) {} };
  document.addEventListener('securitypolicyviolation', (e) => report({ kind: 'csp', blockedURI: String(e.blockedURI), directive: String(e.effectiveDirective || e.violatedDirective) }));
  const open = window.open;
  window.open = function (url) { report({ kind: 'window-open', url: String(url) }); return open.apply(window, arguments); };
  window.addEventListener('pagehide', () => report({ kind: 'navigate' }));
})();`;

const LOADER = `(() => {
  const host = window.parent;
  if (host === window) { document.body.textContent = 'This page only hosts an MCP App inside MCP Shape Inspector.'; return; }
  const reporter = '<script>' + ${JSON.stringify(REPORTER)} + '<\\/script>';
  const onMessage = (event) => {
    const m = event.data;
    if (event.source !== host || !m || m.method !== '${RESOURCE_READY}' || !m.params || typeof m.params.html !== 'string') return;
    window.removeEventListener('message', onMessage);
    const html = m.params.html;
    const head = /<head(\\s[^>]*)?>/i.exec(html) || /<html(\\s[^>]*)?>/i.exec(html);
    const at = head ? head.index + head[0].length : 0;
    document.open();
    document.write(html.slice(0, at) + reporter + html.slice(at));
    document.close();
  };
  window.addEventListener('message', onMessage);
  host.postMessage({ jsonrpc: '2.0', method: 'ui/notifications/sandbox-proxy-ready', params: {} }, '*');
})();`;

/** The sandbox proxy page. */
export const SANDBOX_PAGE = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>MCP App sandbox</title></head>
<body><script>${LOADER}</script></body></html>`;
