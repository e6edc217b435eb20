/** One decision of docs/decisions.md: its id, its heading and its paragraphs (Markdown-lite text). */
export interface DecisionEntry {
  id: string;
  title: string;
  paragraphs: string[];
}

/**
 * Splits docs/decisions.md into its "## Dn. Title" sections, so the UI shows the same words as the file.
 *
 * @example
 * parseDecisions('## D5. Error data false is kept\n\nOnly nil is dropped.')[0] // => { id: 'D5', title: 'Error data false is kept', paragraphs: ['Only nil is dropped.'] }
 */
export function parseDecisions(markdown: string): DecisionEntry[] {
  return markdown
    .split(/^## /m)
    .slice(1)
    .flatMap((section) => {
      const [heading = '', ...body] = section.split('\n');
      const match = /^(D\d+)\.\s+(.*)$/.exec(heading.trim());
      if (!match) return [];
      const paragraphs = body
        .join('\n')
        .split(/\n\s*\n/)
        .map((p) => p.replace(/\s*\n\s*/g, ' ').trim())
        .filter(Boolean);
      return [{ id: match[1]!, title: match[2]!, paragraphs }];
    });
}

/** Where the decisions live in the repository, for the link text. */
export const DECISIONS_PATH = 'docs/decisions.md';
