// Browser tests drive Debian's Chromium; never download a browser. Installs it when running as root on Debian.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const CHROMIUM =
  process.env.CHROMIUM_PATH ?? JSON.parse(readFileSync(join(import.meta.dirname, 'chromium.json'), 'utf8')).path;
const HOWTO = 'Install it with: sudo apt-get update && sudo apt-get install -y chromium (or set CHROMIUM_PATH).';

if (existsSync(CHROMIUM)) process.exit(0);
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot || !existsSync('/usr/bin/apt-get')) {
  console.error(`Chromium was not found at ${CHROMIUM}. ${HOWTO}`);
  process.exit(1);
}
console.log('Chromium is missing: installing Debian chromium (apt-get)…');
try {
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
} catch {
  console.error(`Installing chromium failed. ${HOWTO}`);
  process.exit(1);
}
