/**
 * The export file's name: host and path of the scanned URL, so scans of two endpoints on one host differ.
 *
 * @example
 * exportFileName('http://127.0.0.1:5173/demo/mcp') // => 'mcp-scan-127.0.0.1_5173-demo-mcp.json'
 */
export function exportFileName(target: string): string {
  try {
    const url = new URL(target);
    const path = url.pathname.replace(/^\/+|\/+$/g, '').replace(/\/+/g, '-');
    const safe = (text: string) => text.replace(/[^A-Za-z0-9.-]/g, '_');
    return `mcp-scan-${safe(url.host)}${path ? `-${safe(path)}` : ''}.json`;
  } catch {
    return 'mcp-scan-server.json';
  }
}
