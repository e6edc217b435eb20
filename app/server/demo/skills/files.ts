// The demo's skills as files under their skill folders: what a server keeps on disk, held in memory.

/** One skill: its path under skill:// and its files by path under the skill's folder. */
export interface DemoSkill {
  path: string;
  files: Record<string, string>;
}

/** The demo's skills: one with a reference file, one with SKILL.md only. */
export const DEMO_SKILLS: readonly DemoSkill[] = [
  {
    path: 'demo/inspect-a-server',
    files: {
      'SKILL.md': `---
name: inspect-a-server
description: Judge an MCP server against the 2026-07-28 revision with MCP Shape Inspector
---

# Inspect a server

1. Run \`npx mcp-shape-inspector scan <url> --format json\`.
2. Read each finding's rule in references/RULES.md before changing the server.
`,
      'references/RULES.md': `# Reading a finding

Every finding names its rule (R-…), its JSON path and the spec page that states it.
`,
    },
  },
  {
    path: 'demo/shape-a-result',
    files: {
      'SKILL.md': `---
name: shape-a-result
description: Turn a handler's return value into a 2026-07-28 response in the Playground
---

Paste the handler result into the Playground and compare the modern and legacy responses.
`,
    },
  },
];

/**
 * What `/demo/divergent` serves instead for some skill files: a file edited after its entry was made,
 * as a server with a stale skills/list does (the same size, other bytes: only the digest tells).
 */
export const STALE_SKILL_FILES: Readonly<Record<string, (text: string) => string>> = {
  'skill://demo/inspect-a-server/references/RULES.md': (text) => text.replace('Every finding', 'every finding'),
};
