import type { HandlerResult, JsonObject } from '../../../../src';
import { invalidParams } from '../mcp/errors';
import type { DemoContext, ToolDef } from '../surface/catalog';
import { missingInputCapabilities } from '../surface/client-capabilities';
import { elicitAnswer, elicitForm, inputResponses } from '../surface/input-requests';
import { textResult } from './results';

const TIMES = ['18:00', '19:30', '21:00'];

const partyRequest = elicitForm(
  'Who is the table for?',
  {
    name: { type: 'string', title: 'Name on the booking' },
    guests: { type: 'integer', title: 'Guests', minimum: 1, maximum: 12 },
  },
  ['name', 'guests'],
);

const timeRequest = (name: string, guests: number): JsonObject =>
  elicitForm(
    `Pick a time for ${guests} guest(s) under ${name}.`,
    { time: { type: 'string', title: 'Time', enum: TIMES } },
    ['time'],
  );

/**
 * `book_table`: a two-round MRTR elicitation. Round one asks who, round two asks when; each
 * InputRequiredResult carries a sealed requestState that the retry must echo unchanged.
 */
export const bookTableTool: ToolDef = {
  tool: {
    name: 'book_table',
    title: 'Book a table',
    description: 'Books a restaurant table after asking two questions (input_required, two rounds).',
    inputSchema: { type: 'object', properties: { restaurant: { type: 'string', default: 'Chez MCP' } } },
  },
  requires: (request) => missingInputCapabilities(request, ['elicitation/create']),
  async call(args, ctx) {
    const params = ctx.request.params;
    const binding = { method: 'tools/call', name: 'book_table', args };
    const responses = inputResponses(params);
    if (params['requestState'] === undefined) return ask(ctx, binding, { round: 1 }, { party: partyRequest });
    const state = ctx.state.open(params['requestState'], binding);
    if (state['round'] === 1) {
      const party = responses['party'];
      if (party === undefined) return ask(ctx, binding, { round: 1 }, { party: partyRequest });
      const content = elicitAnswer(party, 'party');
      if (!content) return textResult('Booking cancelled: the party details were declined.');
      const { name, guests } = content;
      if (typeof name !== 'string' || name.trim() === '' || !Number.isInteger(guests) || (guests as number) < 1)
        throw invalidParams(
          'inputResponses.party.content needs a non-empty "name" and an integer "guests" of at least 1.',
        );
      return ask(
        ctx,
        binding,
        { round: 2, name, guests: guests as number },
        { time: timeRequest(name, guests as number) },
      );
    }
    const time = responses['time'];
    if (time === undefined)
      return ask(ctx, binding, state, { time: timeRequest(String(state['name']), Number(state['guests'])) });
    const content = elicitAnswer(time, 'time');
    if (!content) return textResult('Booking cancelled: no time was chosen.');
    if (typeof content['time'] !== 'string' || !TIMES.includes(content['time']))
      throw invalidParams(`inputResponses.time.content.time must be one of ${TIMES.join(', ')}.`);
    const restaurant = typeof args['restaurant'] === 'string' ? args['restaurant'] : 'Chez MCP';
    return textResult(
      `Booked a table at ${restaurant} for ${String(state['guests'])} under ${String(state['name'])} at ${content['time']}.`,
    );
  },
};

function ask(
  ctx: DemoContext,
  binding: { method: string; name: string; args: unknown },
  state: JsonObject,
  inputRequests: JsonObject,
): HandlerResult {
  return { kind: 'input_required', inputRequests, requestState: ctx.state.seal(binding, state) };
}
