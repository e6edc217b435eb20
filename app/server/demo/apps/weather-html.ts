// The demo app's HTML: a self-contained MCP App (no SDK, no external origin) that speaks the bridge by hand,
// so the e2e tests and Learn see every message: ui/initialize, initialized, tool-result, an app-only
// tools/call, size-changed and ui/resource-teardown.
const SCRIPT = `
(() => {
  let next = 1;
  const pending = new Map();
  const out = document.getElementById('out');
  const send = (message) => window.parent.postMessage({ jsonrpc: '2.0', ...message }, '*');
  const request = (method, params) => new Promise((resolve, reject) => {
    const id = next++;
    pending.set(id, { resolve, reject });
    send({ id, method, params });
  });
  const resize = () => send({ method: 'ui/notifications/size-changed', params: { width: document.documentElement.scrollWidth, height: document.documentElement.scrollHeight } });
  const show = (result) => {
    const data = result && result.structuredContent;
    out.textContent = data ? data.city + ': ' + data.temperature + ' °C, ' + data.sky : 'no data';
    resize();
  };
  window.addEventListener('message', (event) => {
    if (event.source !== window.parent) return;
    const m = event.data;
    if (!m || m.jsonrpc !== '2.0') return;
    if (m.id !== undefined && !m.method) {
      const p = pending.get(m.id);
      pending.delete(m.id);
      if (p) (m.error ? p.reject(new Error(m.error.message)) : p.resolve(m.result));
      return;
    }
    if (m.method === 'ui/notifications/tool-result') show(m.params);
    if (m.method === 'ui/notifications/host-context-changed' && m.params && m.params.theme) document.body.dataset.theme = m.params.theme;
    if (m.method === 'ui/resource-teardown') send({ id: m.id, result: {} });
  });
  document.getElementById('refresh').addEventListener('click', async () => {
    try {
      show(await request('tools/call', { name: 'weather_refresh', arguments: { city: 'Lyon' } }));
    } catch (error) {
      out.textContent = 'refresh failed: ' + error.message;
    }
  });
  request('ui/initialize', { protocolVersion: '2026-01-26', appInfo: { name: 'demo-weather', version: '1.0.0' }, appCapabilities: {} })
    .then((result) => {
      if (result && result.hostContext && result.hostContext.theme) document.body.dataset.theme = result.hostContext.theme;
      send({ method: 'ui/notifications/initialized', params: {} });
      resize();
    });
})();
`;

/** The conforming demo app: a weather card with a Refresh button (an app-only tool). */
export const WEATHER_HTML = `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>Demo weather</title>
<style>body{font:14px system-ui;margin:8px}body[data-theme=dark]{background:#222;color:#eee}</style></head>
<body>
<p id="out">waiting for the tool result…</p>
<button id="refresh" type="button">Refresh</button>
<script>${SCRIPT}</script>
</body>
</html>`;

// The broken app's bridge mistakes, one per rule: a message before initialized (R-APP-13), no jsonrpc
// (R-APP-12), a missing appInfo.version and a height that is no number (R-APP-14), a display mode it did not
// declare (R-APP-15), ui/message the host did not offer (R-APP-16), a tool not visible to apps (R-APP-17) and
// an image from an origin its resource never declared (R-APP-18).
const BROKEN_SCRIPT = `
(() => {
  const send = (m) => window.parent.postMessage({ jsonrpc: '2.0', ...m }, '*');
  send({ method: 'ui/notifications/size-changed', params: { height: 80 } });
  window.addEventListener('message', (event) => {
    if (event.source !== window.parent || !event.data || event.data.id !== 1) return;
    send({ method: 'ui/notifications/initialized', params: {} });
    window.parent.postMessage({ method: 'ui/notifications/size-changed', params: { height: 90 } }, '*');
    send({ method: 'ui/notifications/size-changed', params: { height: 'tall' } });
    send({ id: 2, method: 'ui/request-display-mode', params: { mode: 'fullscreen' } });
    send({ id: 3, method: 'ui/message', params: { role: 'user', content: [{ type: 'text', text: 'hello' }] } });
    send({ id: 4, method: 'tools/call', params: { name: 'broken_app', arguments: {} } });
    const img = new Image();
    img.src = 'https://cdn.example.com/sun.png';
    document.body.append(img);
  });
  send({ id: 1, method: 'ui/initialize', params: { protocolVersion: '2026-01-26', appInfo: { name: 'broken' }, appCapabilities: { availableDisplayModes: ['inline'] } } });
})();
`;

/** The broken demo app: an HTML fragment, not a document (R-APP-6), whose script makes the bridge mistakes. */
export const BROKEN_HTML = `<div>weather, but a fragment</div>\n<script>${BROKEN_SCRIPT}</script>`;
