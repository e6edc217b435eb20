import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HELP_FOOTER } from '../../../app/shell/help-footer';
import { SCREENS } from '../../../app/shell/router';
import { SCREEN_COMPONENTS } from '../../../app/shell/screens';

// app/shell/router.ts's SCREENS is the one table of screens. The shell's own tables are keyed by its type;
// everything written elsewhere (folders, the static first frame, docs) is held to it here, so a screen
// registered in one place but not the others fails.
const ids = SCREENS.map((s) => s.id);
const sorted = (list: readonly string[]) => [...list].sort();
const folders = (dir: string) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

describe('the screen table', () => {
  it('has a component and a help footer for each screen, and no other', () => {
    expect(sorted(Object.keys(SCREEN_COMPONENTS))).toEqual(sorted(ids));
    expect(sorted(Object.keys(HELP_FOOTER))).toEqual(sorted(ids));
  });

  it('is the list of feature folders, each with its lazily loaded <screen>-screen.tsx', () => {
    // eslint.config.js makes each of these folders a screen room that may not import the others.
    expect(sorted(folders('app/features'))).toEqual(sorted(ids));
    for (const id of ids) expect(existsSync(`app/features/${id}/${id}-screen.tsx`)).toBe(true);
  });

  it("is the static header of index.html's first frame, in order and with the same labels", () => {
    const nav = /<nav class="screen-nav"[^>]*>([\s\S]*?)<\/nav>/.exec(readFileSync('index.html', 'utf8'))?.[1] ?? '';
    const links = [...nav.matchAll(/<a href="#\/([^"]+)">([^<]+)<\/a/g)].map((m) => ({ id: m[1], label: m[2] }));
    expect(links).toEqual(SCREENS.map(({ id, label }) => ({ id, label })));
  });

  it('has one manual per screen in docs/screens/, and the README links each', () => {
    const manuals = readdirSync('docs/screens').filter((name) => name.endsWith('.md'));
    expect(sorted(manuals)).toEqual(sorted(ids.map((id) => `${id}.md`)));
    const readme = readFileSync('README.md', 'utf8');
    for (const { id, label } of SCREENS)
      expect(readme).toMatch(new RegExp(`^\\| ${label} .*docs/screens/${id}\\.md`, 'm'));
    // Its layout names each screen's folder, and no folder of a screen that is gone.
    const listed = [...readme.matchAll(/^- `app\/features\/([a-z-]+)\/`/gm)].map((m) => m[1] ?? '');
    expect(sorted(listed)).toEqual(sorted(ids));
  });
});
