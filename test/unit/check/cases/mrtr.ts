import { ex, res, sse, SSE_HEADERS, type RuleCase } from '../helpers';

const form = {
  method: 'elicitation/create',
  params: { message: 'Proceed?', requestedSchema: { type: 'object', properties: { ok: { type: 'boolean' } } } },
};
const irr = (extra: Record<string, unknown>): Record<string, unknown> => ({ resultType: 'input_required', ...extra });
const caps = { elicitation: {}, sampling: {}, roots: {} };
const call = (result: Record<string, unknown>, c: Record<string, unknown> = caps): ReturnType<typeof ex> =>
  ex('tools/call', res(result), { caps: c, params: { name: 'x' } });
const ok = call(irr({ inputRequests: { a: form }, requestState: 's' }));
const raw = (requests: string): ReturnType<typeof ex> =>
  ex('tools/call', `{"jsonrpc":"2.0","id":1,"result":{"resultType":"input_required","inputRequests":${requests}}}`, {
    caps,
    params: { name: 'x' },
  });
const F = JSON.stringify(form);

export const mrtrCases: RuleCase[] = [
  {
    rule: 'R-MRTR-1',
    name: 'interim result without resultType',
    ok,
    bad: call({ inputRequests: { a: form } }),
    pointer: '/result',
  },
  { rule: 'R-MRTR-2', name: 'neither part', ok, bad: call(irr({})), pointer: '/result' },
  {
    rule: 'R-MRTR-3',
    name: 'embedded ping',
    ok,
    bad: call(irr({ inputRequests: { a: { method: 'ping', params: {} } } })),
    pointer: '/result/inputRequests/a/method',
  },
  {
    rule: 'R-MRTR-3',
    name: 'embedded request with an id',
    ok,
    bad: call(irr({ inputRequests: { a: { ...form, id: 3 } } })),
    pointer: '/result/inputRequests/a/id',
  },
  {
    rule: 'R-MRTR-3',
    name: 'sampling without maxTokens',
    ok: call(
      irr({ inputRequests: { s: { method: 'sampling/createMessage', params: { messages: [], maxTokens: 10 } } } }),
    ),
    bad: call(irr({ inputRequests: { s: { method: 'sampling/createMessage', params: { messages: [] } } } })),
    pointer: '/result/inputRequests/s/params',
  },
  {
    rule: 'R-MRTR-4',
    name: 'duplicate key in the raw text',
    ok: raw(`{"a":${F},"b":${F}}`),
    bad: raw(`{"a":${F},"a":${F}}`),
    pointer: '/result/inputRequests/a',
  },
  {
    rule: 'R-MRTR-5',
    name: 'requestState object',
    ok,
    bad: call(irr({ requestState: { step: 2 } })),
    pointer: '/result/requestState',
  },
  {
    rule: 'R-MRTR-6',
    name: 'elicitation without the capability',
    ok,
    bad: call(irr({ inputRequests: { a: form } }), { sampling: {} }),
    pointer: '/result/inputRequests/a',
  },
  {
    rule: 'R-MRTR-6',
    name: 'URL mode without elicitation.url',
    ok: call(
      irr({
        inputRequests: {
          u: { method: 'elicitation/create', params: { mode: 'url', message: 'm', url: 'https://x.example' } },
        },
      }),
      { elicitation: { url: {} } },
    ),
    bad: call(
      irr({
        inputRequests: {
          u: { method: 'elicitation/create', params: { mode: 'url', message: 'm', url: 'https://x.example' } },
        },
      }),
      { elicitation: {} },
    ),
    pointer: '/result/inputRequests/u',
  },
  {
    rule: 'R-MRTR-12',
    name: 'frame after the input_required result',
    ok: ex('tools/call', sse(res(irr({ requestState: 's' }))), { headers: SSE_HEADERS }),
    bad: ex(
      'tools/call',
      sse(res(irr({ requestState: 's' })), {
        jsonrpc: '2.0',
        method: 'notifications/message',
        params: { level: 'info', data: 'x' },
      }),
      {
        headers: SSE_HEADERS,
        meta: { 'io.modelcontextprotocol/logLevel': 'info' },
      },
    ),
    pointer: '',
  },
  {
    rule: 'R-MRTR-13',
    name: 'elicitationId on URL mode',
    ok: call(
      irr({
        inputRequests: {
          u: { method: 'elicitation/create', params: { mode: 'url', message: 'm', url: 'https://x.example' } },
        },
      }),
      { elicitation: { url: {} } },
    ),
    bad: call(
      irr({
        inputRequests: {
          u: {
            method: 'elicitation/create',
            params: { mode: 'url', message: 'm', url: 'https://x.example', elicitationId: 'e1' },
          },
        },
      }),
      {
        elicitation: { url: {} },
      },
    ),
    pointer: '/result/inputRequests/u/params/elicitationId',
  },
  {
    rule: 'R-MRTR-13',
    name: 'nested object form field',
    ok,
    bad: call(
      irr({
        inputRequests: {
          a: {
            method: 'elicitation/create',
            params: {
              message: 'm',
              requestedSchema: { type: 'object', properties: { addr: { type: 'object', properties: {} } } },
            },
          },
        },
      }),
    ),
    pointer: '/result/inputRequests/a/params/requestedSchema/properties/addr',
  },
  {
    rule: 'R-MRTR-13',
    name: 'form params without message',
    ok,
    bad: call(
      irr({
        inputRequests: {
          a: { method: 'elicitation/create', params: { requestedSchema: { type: 'object', properties: {} } } },
        },
      }),
    ),
    pointer: '/result/inputRequests/a/params',
  },
];
