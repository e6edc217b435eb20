import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseHandlerResult } from '../../../src/handler';

// A whole JSON-RPC response pasted as the handler result.
describe('a pasted JSON-RPC response is detected, with the handler result to take instead', () => {
  it.each<[string, string, unknown, 'json' | 'elixir']>([
    [
      'a modern result (JSON)',
      '{"jsonrpc": "2.0", "id": 1, "result": {"tools": [], "resultType": "complete"}}',
      { member: 'result', result: { kind: 'ok', result: { tools: [], resultType: 'complete' } } },
      'json',
    ],
    [
      'an error (JSON)',
      '{"jsonrpc": "2.0", "id": 1, "error": {"code": -32602, "message": "Unknown tool", "data": {"name": "x"}}}',
      { member: 'error', result: { kind: 'error', code: -32602, message: 'Unknown tool', data: { name: 'x' } } },
      'json',
    ],
    [
      'an input_required result (Elixir map)',
      '%{"jsonrpc" => "2.0", "id" => 1, "result" => %{"resultType" => "input_required", "requestState" => "s"}}',
      { member: 'result', result: { kind: 'input_required', inputRequests: null, requestState: 's' } },
      'elixir',
    ],
    [
      'a task result',
      '{"jsonrpc": "2.0", "id": 1, "result": {"resultType": "task", "taskId": "t", "status": "working"}}',
      { member: 'result', result: { kind: 'task', task: { taskId: 't', status: 'working' } } },
      'json',
    ],
  ])('%s', (_name, text, expected, syntax) => {
    const parsed = parseHandlerResult(text);
    expect(parsed.result.kind).toBe('ok'); // still read as pasted; the offer is beside it
    expect(parsed.envelope).toMatchObject(expected as object);
    expect(parsed.notes.at(-1)).toMatch(/^This is a whole JSON-RPC response/);
    // The text to take reads back as that handler result, in the pasted syntax.
    const taken = parseHandlerResult(parsed.envelope!.text);
    expect(taken.syntax).toBe(syntax);
    expect(taken.result).toEqual(parsed.envelope!.result);
    expect(taken.envelope).toBeUndefined();
  });

  it.each([
    '{"tools": []}',
    '{"jsonrpc": "2.0", "id": 1}',
    '{"jsonrpc": "2.0", "result": {}, "error": {"code": 1, "message": "m"}}',
    '{"jsonrpc": "2.0", "error": {"code": "x", "message": "m"}}',
    '{"jsonrpc": "2.0", "result": [1]}',
  ])('no offer for %s', (text) => {
    expect(parseHandlerResult(text).envelope).toBeUndefined();
  });

  it('property: every response the shaper could send is detected and maps back', () => {
    const payload = fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 });
    fc.assert(
      fc.property(payload, fc.oneof(fc.integer(), fc.string(), fc.constant(null)), (result, id) => {
        const clean = JSON.parse(JSON.stringify({ ...result, resultType: 'complete' })) as Record<string, unknown>;
        const parsed = parseHandlerResult(JSON.stringify({ jsonrpc: '2.0', id, result: clean }));
        expect(parsed.envelope?.result).toEqual({ kind: 'ok', result: clean });
      }),
      { numRuns: 300 },
    );
  });
});
