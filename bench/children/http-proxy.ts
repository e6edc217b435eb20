// A child process for bench/relay.ts: the least an HTTP hop in Node costs, a proxy that sends each request to
// the upstream and pipes the answer back (no checks, no framing, no caps), to set the relay's own work apart.
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

const target = new URL(process.argv[2]!);
const server = createServer((req, res) => {
  const upstream = request(
    { host: target.hostname, port: target.port, path: req.url, method: req.method },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => res.destroy());
  req.pipe(upstream);
});
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` })}\n`);
});
process.stdin.on('end', () => process.exit(0));
process.stdin.resume();
