// IEx transcripts: `iex(3)> expr` lines hold what was typed, the lines after them what IEx printed.
const PROMPT = /^[ \t]*(?:iex|\.\.\.)(?:\([^)\n]*\))?\d*>(?: |$)/;

/**
 * A pasted IEx transcript with its prompt lines blanked out: every line that starts with
 * `iex(3)>`, `iex(node@host)3>`, `iex>` or a `...(3)>` continuation becomes spaces, so the
 * printed result that follows is what remains, at the same lines and columns. When the prompt
 * lines are all there is (a term typed at the prompt), only the prompts themselves are blanked.
 * `prompts` counts the lines that had one (0: the text is returned as it is); `blanked` says
 * whether whole lines or only the prompts were blanked.
 *
 * @example
 * stripIexPrompts('iex(3)> MyHandler.call()\n{:ok, %{}}').text // => '                        \n{:ok, %{}}'
 * stripIexPrompts('iex(1)> {:ok, %{}}').text // => '        {:ok, %{}}'
 */
export function stripIexPrompts(text: string): { text: string; prompts: number; blanked: 'lines' | 'prompts' } {
  if (!text.includes('>') || !/(?:^|\n)[ \t]*(?:iex|\.\.\.)[(\d>]/.test(text))
    return { text, prompts: 0, blanked: 'lines' };
  const lines = text.split('\n');
  let prompts = 0;
  const blankLines: string[] = [];
  const blankPrompts: string[] = [];
  let rest = false;
  for (const line of lines) {
    const match = PROMPT.exec(line);
    if (match) {
      prompts++;
      blankLines.push(' '.repeat(line.length - (line.endsWith('\r') ? 1 : 0)) + (line.endsWith('\r') ? '\r' : ''));
      blankPrompts.push(' '.repeat(match[0].length) + line.slice(match[0].length));
    } else {
      if (line.trim() !== '') rest = true;
      blankLines.push(line);
      blankPrompts.push(line);
    }
  }
  if (prompts === 0) return { text, prompts: 0, blanked: 'lines' };
  return { text: (rest ? blankLines : blankPrompts).join('\n'), prompts, blanked: rest ? 'lines' : 'prompts' };
}
