// The demo lists each SKILL.md with the name and description its frontmatter gives (SEP-2640's
// resource metadata); the SDK parses the frontmatter only asynchronously, when it builds the entries.

/** What resources/list shows of a skill: the `name` and `description` of its SKILL.md frontmatter. */
export interface SkillSummary {
  name: string;
  description: string;
}

const FRONTMATTER = /^---\n([\s\S]*?)\n---(?:\n|$)/;

/**
 * The `name` and `description` of a SKILL.md's frontmatter, read from single-line `key: value` fields (the
 * form the demo's own files use); throws when either is missing, so a file edited past that form stops the demo.
 *
 * @example
 * skillSummary('---\nname: git-flow\ndescription: Branch and commit the team way\n---\n# Git flow\n') // => { name: 'git-flow', description: 'Branch and commit the team way' }
 * skillSummary('# no frontmatter') // => throws 'no frontmatter'
 * skillSummary('---\nname: a\ndescription: >\n  folded\n---\n') // => throws 'quoted or a block'
 */
export function skillSummary(text: string): SkillSummary {
  const block = FRONTMATTER.exec(text)?.[1];
  if (block === undefined) throw new Error('SKILL.md has no frontmatter (a --- block at its start).');
  const field = (key: string): string => {
    const value = new RegExp(`^${key}:[ \\t]*(.*?)[ \\t]*$`, 'm').exec(block)?.[1];
    if (!value) throw new Error(`SKILL.md's frontmatter has no single-line ${key}.`);
    if (/^["'|>]/.test(value)) throw new Error(`SKILL.md's ${key} is quoted or a block; write it plain on one line.`);
    return value;
  };
  return { name: field('name'), description: field('description') };
}
