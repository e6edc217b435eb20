// A child process for bench/relay.ts: a plain node:http upstream with prebuilt 10 MB answers, so the
// upstream costs the same whether the client reaches it straight or through the relay.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const TEN_MB = 10 * 1024 * 1024;
const text = Buffer.from('data: ' + 'x'.repeat(TEN_MB - 8) + '\n\n');
const binary = Buffer.alloc(TEN_MB, 0xab);
const SMALL = Buffer.from(JSON.stringify({ jsonrpc: '2.0', id: 1, result: { ok: true } }));
const server = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    const isText = req.url?.endsWith('/text');
    res.writeHead(200, { 'Content-Type': isText ? 'text/event-stream' : 'application/octet-stream' });
    res.end(req.url?.endsWith('/small') ? SMALL : isText ? text : binary);
  });
});
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` })}\n`);
});
process.stdin.on('end', () => process.exit(0));
process.stdin.resume();
