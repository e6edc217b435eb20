import { describe, expect, it } from 'vitest';
import { HandlerParseError, parseHandlerResult, printHandlerResult, type HandlerResult } from '../../../src/index';

describe('parseHandlerResult: Elixir tuple syntax', () => {
  it.each<[string, HandlerResult]>([
    ['{:ok, %{"content" => []}}', { kind: 'ok', result: { content: [] } }],
    [
      '{:ok, %{content: [%{type: :text, text: "hi"}]}}',
      { kind: 'ok', result: { content: [{ type: 'text', text: 'hi' }] } },
    ],
    ['{:error, -32002, "Resource not found", nil}', { kind: 'error', code: -32002, message: 'Resource not found' }],
    [
      '{:error, -32602, "bad", %{"uri" => "a://b"}}',
      { kind: 'error', code: -32602, message: 'bad', data: { uri: 'a://b' } },
    ],
    ['{:error, -32603, "m", false}', { kind: 'error', code: -32603, message: 'm', data: false }],
    ['{:error, -32603, "m", 0}', { kind: 'error', code: -32603, message: 'm', data: 0 }],
    [
      '{:input_required, %{"a" => %{"method" => "roots/list"}}, "state"}',
      { kind: 'input_required', inputRequests: { a: { method: 'roots/list' } }, requestState: 'state' },
    ],
    ['{:input_required, nil, "s"}', { kind: 'input_required', inputRequests: null, requestState: 's' }],
    [
      '{:task, %{"taskId" => "t1", "status" => "working", "ttlMs" => 1_000}}',
      { kind: 'task', task: { taskId: 't1', status: 'working', ttlMs: 1000 } },
    ],
  ])('%s', (text, expected) => {
    const parsed = parseHandlerResult(text);
    expect(parsed.syntax).toBe('elixir');
    expect(parsed.result).toEqual(expected);
  });

  it('accepts multi-line IEx output', () => {
    const text =
      '{:ok,\n %{\n   "tools" => [\n     %{"name" => "echo", "inputSchema" => %{"type" => "object"}}\n   ]\n }}\n';
    expect(parseHandlerResult(text).result).toEqual({
      kind: 'ok',
      result: { tools: [{ name: 'echo', inputSchema: { type: 'object' } }] },
    });
  });
  it('takes a bare map as {:ok, map} with a note', () => {
    const parsed = parseHandlerResult('%{"tools" => []}');
    expect(parsed.result).toEqual({ kind: 'ok', result: { tools: [] } });
    expect(parsed.notes).toEqual(['A bare map is taken as {:ok, map}.']);
  });
  it('accepts {:error, code, message} without data, as nil', () => {
    expect(parseHandlerResult('{:error, -32601, "Method not found"}').result).toEqual({
      kind: 'error',
      code: -32601,
      message: 'Method not found',
    });
  });
});

describe('parseHandlerResult: JSON', () => {
  it.each<[string, HandlerResult]>([
    ['["ok", {"content": []}]', { kind: 'ok', result: { content: [] } }],
    ['["error", -32002, "msg", null]', { kind: 'error', code: -32002, message: 'msg' }],
    ['["error", -32002, "msg", ""]', { kind: 'error', code: -32002, message: 'msg', data: '' }],
    ['["input_required", null, "s"]', { kind: 'input_required', inputRequests: null, requestState: 's' }],
    ['["task", {"taskId": "t"}]', { kind: 'task', task: { taskId: 't' } }],
  ])('%s', (text, expected) => {
    const parsed = parseHandlerResult(text);
    expect(parsed.syntax).toBe('json');
    expect(parsed.result).toEqual(expected);
    expect(parsed.notes).toEqual([]);
  });
  it('takes a bare object as {:ok, object} with a note', () => {
    const parsed = parseHandlerResult('  {"tools": []}  ');
    expect(parsed).toEqual({
      result: { kind: 'ok', result: { tools: [] } },
      syntax: 'json',
      notes: ['A bare JSON object is taken as {:ok, object}.'],
    });
  });
  it('reads a tuple of strings as Elixir, not JSON', () => {
    expect(parseHandlerResult('{:ok, %{"a" => 1}}').syntax).toBe('elixir');
  });
});

describe('parseHandlerResult: errors carry line and column', () => {
  it.each<[string, string, 'syntax' | 'shape', 'elixir' | 'json', number, number]>([
    ['empty', '   ', 'syntax', 'json', 1, 1],
    ['truncated JSON', '{"tools": [\n  {"name": "a"},\n', 'syntax', 'json', 3, 1],
    ['JSON missing value', '{"a": }', 'syntax', 'json', 1, 7],
    ['unclosed Elixir map', '{:ok, %{"a" => 1', 'syntax', 'elixir', 1, 17],
    ['Elixir error on line 2', '{:ok,\n %{"a" => => 1}}', 'syntax', 'elixir', 2, 11],
    ['unknown tag', '{:okay, %{}}', 'shape', 'elixir', 1, 1],
    ['ok with a list (caret at the list)', '{:ok, [1]}', 'shape', 'elixir', 1, 7],
    ['ExMCP {:error, reason} (caret at the reason)', '{:error, "boom"}', 'shape', 'elixir', 1, 10],
    ['tuple payload (caret at the tuple)', '{:ok, %{"a" => {1, 2}}}', 'shape', 'elixir', 1, 17],
    ['pid on line 3', '{:ok,\n %{\n  "p" => #PID<0.1.0>}}', 'shape', 'elixir', 3, 21],
    ['bare JSON number', '42', 'shape', 'json', 1, 1],
    ['error code as string (caret at the code)', '["error", "-32602", "m", null]', 'shape', 'json', 1, 11],
  ])('%s', (_name, text, kind, syntax, line, column) => {
    let thrown: unknown;
    try {
      parseHandlerResult(text);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(HandlerParseError);
    const e = thrown as HandlerParseError;
    expect({ kind: e.kind, syntax: e.syntax, line: e.line, column: e.column }).toEqual({ kind, syntax, line, column });
    expect(e.message).toMatch(/line \d+, column \d+/);
    expect(e.excerpt).toContain('^');
  });
});

describe('printHandlerResult round-trips through parseHandlerResult', () => {
  it.each<HandlerResult>([
    { kind: 'ok', result: { content: [{ type: 'text', text: 'a "quoted" é' }], n: 1.5 } },
    { kind: 'error', code: -32002, message: 'nf' },
    { kind: 'error', code: -32603, message: 'm', data: false },
    { kind: 'input_required', inputRequests: { a: { method: 'roots/list' } }, requestState: 's' },
    { kind: 'input_required', inputRequests: null, requestState: null },
    { kind: 'task', task: { taskId: 't', ttlMs: null } },
  ])('%j', (result) => {
    for (const syntax of ['elixir', 'json'] as const) {
      const text = printHandlerResult(result, syntax);
      const back = parseHandlerResult(text);
      expect(back.syntax).toBe(syntax);
      expect(back.result).toEqual(result);
    }
  });
});

describe('parseHandlerResult: JSON around the edges', () => {
  it.each<[string, HandlerResult]>([
    ['\uFEFF{"content": [], "isError": false}', { kind: 'ok', result: { content: [], isError: false } }],
    ['\uFEFF["error", -32002, "m", null]', { kind: 'error', code: -32002, message: 'm' }],
    ['{"a": 1}\u00a0', { kind: 'ok', result: { a: 1 } }],
  ])('reads %j as JSON (byte-order mark, no-break space)', (text, expected) => {
    const parsed = parseHandlerResult(text);
    expect(parsed.syntax).toBe('json');
    expect(parsed.result).toEqual(expected);
  });
  it.each<[string, number, number]>([
    ['{"a": 1,}', 1, 9],
    ['{"tools": [1,]}', 1, 14],
    ['{"a": NaN}', 1, 7],
  ])('gives %j a JSON syntax error at its column', (text, line, column) => {
    expect(() => parseHandlerResult(text)).toThrow(HandlerParseError);
    try {
      parseHandlerResult(text);
    } catch (error) {
      expect(error).toMatchObject({ kind: 'syntax', syntax: 'json', line, column });
    }
  });
  it('notes a missing data element', () => {
    expect(parseHandlerResult('{:error, -32601, "Method not found"}').notes).toEqual([
      '{:error, code, message} has no data element: data is taken as nil.',
    ]);
  });
});
