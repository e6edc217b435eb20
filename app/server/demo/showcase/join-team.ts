import type { HandlerResult, JsonObject } from '../../../../src';
import type { DemoContext, ToolDef } from '../surface/catalog';
import { missingInputCapabilities } from '../surface/client-capabilities';
import { elicitAnswer, elicitForm, inputResponses } from '../surface/input-requests';
import { textResult, toolError } from './results';

const memberRequest = elicitForm(
  'Who joins? A member code is three capitals, a dash and three digits.',
  {
    email: { type: 'string', title: 'Email', format: 'email' },
    code: { type: 'string', title: 'Member code', minLength: 7, maxLength: 7 },
  },
  ['email', 'code'],
);

const CODE = /^[A-Z]{3}-\d{3}$/;

/**
 * `join_team`: a tool whose inputSchema uses enums, defaults, nested objects, arrays and a oneOf (the
 * argument form's showcase), then asks one form elicitation with `format` and `minLength` (the answer
 * check's showcase). A code that breaks its rule gets a tool error (a result, so a client's automatic answer is no protocol error),
 * so sending anyway shows the refusal.
 */
export const joinTeamTool: ToolDef = {
  tool: {
    name: 'join_team',
    title: 'Join a team',
    description: 'Signs a member up for a team, then asks who joins (input_required, one round).',
    inputSchema: {
      type: 'object',
      properties: {
        team: { type: 'string', enum: ['red', 'blue', 'green'], description: 'The team to join' },
        seats: { type: 'integer', minimum: 1, maximum: 4, default: 1, description: 'Seats to book (1-4)' },
        remote: { type: 'boolean', description: 'Joins from afar' },
        contact: {
          type: 'object',
          description: 'How to reach the member',
          properties: { phone: { type: 'string' }, city: { type: 'string', default: 'Paris' } },
          required: ['phone'],
        },
        tags: { type: 'array', items: { type: 'string' }, description: 'Free tags' },
        plan: {
          description: 'A monthly plan or a one-off pass',
          oneOf: [
            {
              title: 'Monthly',
              type: 'object',
              properties: { months: { type: 'integer', minimum: 1 } },
              required: ['months'],
            },
            { title: 'Pass', type: 'string', enum: ['day', 'week'] },
          ],
        },
      },
      required: ['team'],
    },
  },
  requires: (request) => missingInputCapabilities(request, ['elicitation/create']),
  async call(args, ctx) {
    const params = ctx.request.params;
    const binding = { method: 'tools/call', name: 'join_team', args };
    const member = inputResponses(params)['member'];
    if (params['requestState'] === undefined || member === undefined) return ask(ctx, binding);
    ctx.state.open(params['requestState'], binding);
    const content = elicitAnswer(member, 'member');
    if (!content) return textResult('Nobody joined: the member details were declined.');
    if (typeof content['code'] !== 'string' || !CODE.test(content['code']))
      return toolError('Nobody joined: a member code is three capitals, a dash and three digits.');
    return textResult(`${String(content['email'])} joined team ${String(args['team'] ?? '?')}.`);
  },
};

function ask(ctx: DemoContext, binding: { method: string; name: string; args: unknown }): HandlerResult {
  const inputRequests: JsonObject = { member: memberRequest };
  return { kind: 'input_required', inputRequests, requestState: ctx.state.seal(binding, { round: 1 }) };
}
