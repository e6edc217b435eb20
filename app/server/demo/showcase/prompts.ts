import type { Catalog } from '../surface/catalog';
import { invalidParams } from '../mcp/errors';

const STYLES = ['bullet points', 'one paragraph', 'haiku'];
const TOPICS = ['caching hints', 'input_required', 'resource not found', 'subscriptions', 'tasks'];

const startingWith = (list: string[], value: string): string[] =>
  list.filter((item) => item.toLowerCase().startsWith(value.toLowerCase()));

/** Registers the showcase prompts (with argument completion). */
export function registerPrompts(catalog: Catalog): void {
  catalog.addPrompt({
    prompt: {
      name: 'summarize',
      title: 'Summarize a topic',
      description: 'Asks for a summary of an MCP topic in a given style.',
      arguments: [
        { name: 'topic', description: 'The topic', required: true },
        { name: 'style', description: `One of: ${STYLES.join(', ')}`, required: false },
      ],
    },
    async get(args) {
      if (!args['topic']) throw invalidParams('The summarize prompt needs the "topic" argument.');
      const style = args['style'] ?? STYLES[0]!;
      return {
        kind: 'ok',
        result: {
          description: `Summary of ${args['topic']}`,
          messages: [{ role: 'user', content: { type: 'text', text: `Summarize ${args['topic']} as ${style}.` } }],
        },
      };
    },
    complete: (argument, value) =>
      startingWith(argument === 'style' ? STYLES : argument === 'topic' ? TOPICS : [], value),
  });
  catalog.addPrompt({
    prompt: {
      name: 'explain_note',
      title: 'Explain a note',
      description: 'Embeds one of the demo notes as a resource and asks to explain it.',
      arguments: [{ name: 'id', description: 'Note id (1-3)', required: true }],
    },
    async get(args, ctx) {
      const id = args['id'];
      const note = id === undefined ? undefined : catalog.resources.get(`demo://notes/${id}`);
      if (!note) throw invalidParams('The explain_note prompt needs "id" naming an existing note (1, 2 or 3).');
      const [contents] = await note.read(ctx);
      return {
        kind: 'ok',
        result: {
          messages: [
            { role: 'user', content: { type: 'resource', resource: contents } },
            { role: 'user', content: { type: 'text', text: 'Explain this note in one sentence.' } },
          ],
        },
      };
    },
    complete: (argument, value) => (argument === 'id' ? startingWith(['1', '2', '3'], value) : []),
  });
}
