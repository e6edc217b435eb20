// A child process for bench/relay.ts: a bare TCP pipe to the upstream in a process of its own, the
// least any extra hop can cost on this machine (no HTTP parsing, no framing, no checks).
import { connect, createServer } from 'node:net';
import type { AddressInfo } from 'node:net';

const target = new URL(process.argv[2]!);
const server = createServer((client) => {
  const upstream = connect(Number(target.port), target.hostname);
  client.pipe(upstream).pipe(client);
  client.on('error', () => upstream.destroy());
  upstream.on('error', () => client.destroy());
});
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` })}\n`);
});
process.stdin.on('end', () => process.exit(0));
process.stdin.resume();
