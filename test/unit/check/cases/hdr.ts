import { err, ex, good, modernHeaders, res, type RuleCase } from '../helpers';

const P = { name: 'echo' };
const H = modernHeaders('tools/call', P);
const with_ = (change: Record<string, string | undefined>): Record<string, string> => {
  const h: Record<string, string> = { ...H };
  for (const [k, v] of Object.entries(change)) {
    if (v === undefined) delete h[k];
    else h[k] = v;
  }
  return h;
};
const served = (h: Record<string, string>): ReturnType<typeof ex> =>
  ex('tools/call', res(good('tools/call')), { params: P, reqHeaders: h });
const refused = (h: Record<string, string>): ReturnType<typeof ex> =>
  ex('tools/call', err(-32020, 'Header mismatch'), { params: P, reqHeaders: h, status: 400 });
const ok = served(H);
// prompts/get has no Mcp-Param-* headers, so a -32020 to matching headers can only blame their case.
const PROMPT = { name: 'greet' };
const PROMPT_HEADERS = modernHeaders('prompts/get', PROMPT);
const refusedPrompt = (h: Record<string, string>): ReturnType<typeof ex> =>
  ex('prompts/get', err(-32020, 'Header mismatch'), { params: PROMPT, reqHeaders: h, status: 400 });
const lower = (h: Record<string, string>) =>
  Object.fromEntries(Object.entries(h).map(([k, v]) => [k.toLowerCase(), v]));
const lowercase = Object.fromEntries(Object.entries(H).map(([k, v]) => [k.toLowerCase(), v]));

export const hdrCases: RuleCase[] = [
  {
    rule: 'R-HDR-1',
    name: 'no MCP-Protocol-Version, served',
    ok: refused(with_({ 'MCP-Protocol-Version': undefined })),
    bad: served(with_({ 'MCP-Protocol-Version': undefined })),
    pointer: '',
  },
  {
    rule: 'R-HDR-2',
    name: 'version mismatch answered -32022',
    ok: refused(with_({ 'MCP-Protocol-Version': '2025-11-25' })),
    bad: ex('tools/call', err(-32022, 'Unsupported', { supported: ['2026-07-28'], requested: '2026-07-28' }), {
      params: P,
      status: 400,
      reqHeaders: with_({ 'MCP-Protocol-Version': '2025-11-25' }),
    }),
    pointer: '/error/code',
  },
  {
    rule: 'R-HDR-3',
    name: 'no Mcp-Method, served',
    ok: refused(with_({ 'Mcp-Method': undefined })),
    bad: served(with_({ 'Mcp-Method': undefined })),
    pointer: '',
  },
  {
    rule: 'R-HDR-4',
    name: 'Mcp-Method differs in case',
    ok,
    bad: served(with_({ 'Mcp-Method': 'TOOLS/CALL' })),
    pointer: '',
  },
  { rule: 'R-HDR-5', name: 'Mcp-Name differs', ok, bad: served(with_({ 'Mcp-Name': 'wrong_tool_name' })), pointer: '' },
  {
    rule: 'R-HDR-5',
    name: 'Mcp-Name missing, refused on 200',
    ok: refused(with_({ 'Mcp-Name': undefined })),
    bad: ex('tools/call', err(-32020, 'Header mismatch'), {
      params: P,
      reqHeaders: with_({ 'Mcp-Name': undefined }),
      status: 200,
    }),
    pointer: '',
  },
  {
    rule: 'R-HDR-1',
    name: 'no MCP-Protocol-Version, -32020 on 200',
    ok: refused(with_({ 'MCP-Protocol-Version': undefined })),
    bad: ex('tools/call', err(-32020, 'Header mismatch'), {
      params: P,
      reqHeaders: with_({ 'MCP-Protocol-Version': undefined }),
      status: 200,
    }),
    pointer: '',
  },
  {
    rule: 'R-HDR-6',
    name: 'all-lowercase header names refused (a tools/call refusal may be for a missing Mcp-Param-*: not judged)',
    ok: refused(lowercase),
    bad: refusedPrompt(lower(PROMPT_HEADERS)),
    pointer: '/error/code',
  },
  {
    rule: 'R-HDR-6',
    name: 'upper-case header name refused',
    ok: served(with_({ 'Mcp-Method': undefined, 'MCP-METHOD': 'tools/call' })),
    bad: refusedPrompt({
      ...Object.fromEntries(Object.entries(PROMPT_HEADERS).filter(([k]) => k !== 'Mcp-Method')),
      'MCP-METHOD': 'prompts/get',
    }),
    pointer: '/error/code',
  },
  {
    rule: 'R-HDR-7',
    name: 'padded value refused',
    ok: served(with_({ 'Mcp-Name': '  echo ' })),
    bad: refused(with_({ 'Mcp-Name': '  echo ' })),
    pointer: '/error/code',
  },
  {
    rule: 'R-HDR-8',
    name: 'valid sentinel refused',
    ok: served(with_({ 'Mcp-Name': '=?base64?ZWNobw==?=' })),
    bad: refused(with_({ 'Mcp-Name': '=?base64?ZWNobw==?=' })),
    pointer: '/error/code',
  },
  {
    rule: 'R-HDR-8',
    name: 'invalid Base64 accepted',
    ok: refused(with_({ 'Mcp-Name': '=?base64?SGVsbG8?=' })),
    bad: served(with_({ 'Mcp-Name': '=?base64?SGVsbG8?=' })),
    pointer: '',
  },
];
