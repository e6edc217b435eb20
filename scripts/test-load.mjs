// `npm run test:load`: the whole `npm test` while two CPU burners run (as on a shared machine), to show
// that no test depends on the machine's speed. The burners are this script's children and end with it.
import { spawn } from 'node:child_process';

const BURNERS = 2;
const burners = Array.from({ length: BURNERS }, () =>
  spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
);
const stop = () => burners.forEach((b) => b.exitCode === null && b.kill('SIGKILL'));
process.on('exit', stop);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

console.log(`Running npm test with ${BURNERS} CPU burners (pids ${burners.map((b) => b.pid).join(', ')})`);
const suite = spawn(process.execPath, ['scripts/test.mjs'], { stdio: 'inherit' });
suite.on('exit', (code) => {
  console.log(`npm test under load: ${code === 0 ? 'passed' : 'FAILED'}`);
  process.exit(code ?? 1);
});
