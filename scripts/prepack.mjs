// `npm pack` / `npm publish` (prepack): the package ships the built app (dist/), so it is built first when
// missing or older than its sources. npm's prepare step then bundles the command (cli/build.mjs).
import { buildIfStale } from './app-build.mjs';

await buildIfStale();
