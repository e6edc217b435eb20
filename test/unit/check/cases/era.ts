import { err, ex, good, INFO, modernHeaders, res, type RuleCase } from '../helpers';

const H = modernHeaders('tools/list');
const legacyHeaders = { 'Content-Type': 'application/json', 'MCP-Protocol-Version': '2025-11-25' };
const initialized = { protocolVersion: '2025-11-25', capabilities: {}, serverInfo: INFO };

export const eraCases: RuleCase[] = [
  {
    rule: 'R-ERA-1',
    name: 'a well-formed 2026-07-28 request refused with the 2025 "Server not initialized"',
    ok: ex('tools/list', res(good('tools/list')), { reqHeaders: H }),
    bad: ex('tools/list', err(-32000, 'Bad Request: Server not initialized', undefined, null), {
      status: 400,
      reqHeaders: H,
    }),
    pointer: '',
  },
  {
    rule: 'R-ERA-1',
    name: 'a 2026-07-28 request refused with the 2025 "Session not found" (-32001 on 404)',
    ok: ex('tools/list', err(-32601, 'Method not found'), { status: 404, reqHeaders: H }),
    bad: ex('tools/list', err(-32001, 'Session not found', undefined, null), { status: 404, reqHeaders: H }),
    pointer: '',
  },
  {
    rule: 'R-ERA-2',
    name: 'a 2025-11-25 initialize answered by a dual-era server',
    ok: ex('tools/list', res(good('tools/list')), { reqHeaders: H }),
    bad: ex('initialize', res(initialized), { meta: null, reqHeaders: legacyHeaders }),
    pointer: '',
  },
  {
    rule: 'R-ERA-2',
    name: 'a 2025-11-25 tools/list in a session',
    ok: ex('tools/list', res(good('tools/list')), { reqHeaders: H }),
    bad: ex('tools/list', res({ tools: [] }), {
      meta: null,
      reqHeaders: { ...legacyHeaders, 'Mcp-Session-Id': 's-1' },
      headers: { 'content-type': 'application/json', 'mcp-session-id': 's-1' },
    }),
    pointer: '',
  },
];
