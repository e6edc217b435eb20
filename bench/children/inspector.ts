// A child process for bench/relay.ts: the inspector's server (relay and demo) on an ephemeral port,
// its own process as under `npm start`, so its work runs beside the client's and not on its thread.
import { startInspector } from '../../app/server/standalone';

const app = await startInspector();
process.stdout.write(`${JSON.stringify({ origin: app.origin, token: app.app.token })}\n`);
process.stdin.on('end', () => void app.close().then(() => process.exit(0)));
process.stdin.resume();
