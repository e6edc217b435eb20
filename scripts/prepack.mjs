// `npm pack` / `npm publish` (prepack): the package ships the built app (dist/), built first when missing or older
// than its sources, and the command's bundle (cli/dist/), made here rather than by an install script, which the
// package would carry to every user's install.
import { buildIfStale } from './app-build.mjs';

await buildIfStale();
await import('../cli/build.mjs');
