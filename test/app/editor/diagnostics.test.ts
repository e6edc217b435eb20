import { describe, expect, it } from 'vitest';
import { diagnosticRange, MARKER_OWNER, toMarkers } from '../../../app/editor/diagnostics';
import { findingDiagnostic, findingDiagnostics } from '../../../app/editor/finding-diagnostics';
import type { EditorDiagnostic } from '../../../app/editor/types';
import { checkExchange, type Finding } from '../../../src/index';
import { monaco, textModel } from './fixture';

const RESPONSE = `{
  "jsonrpc": "2.0",
  "id": 1,
  "result": {
    "tools": [],
    "ttlMs": "soon"
  }
}`;

/** The text a range covers. */
const covered = (model: monaco.editor.ITextModel, range: monaco.IRange | null) =>
  range ? model.getValueInRange(range) : null;

const at = (pointer: string, extra: Partial<EditorDiagnostic> = {}): EditorDiagnostic => ({
  pointer,
  severity: 'error',
  message: 'm',
  ...extra,
});

describe('diagnosticRange', () => {
  it('marks the value a pointer names', () => {
    const model = textModel(RESPONSE);
    expect(covered(model, diagnosticRange(model, at('/result/ttlMs')))).toBe('"soon"');
    expect(covered(model, diagnosticRange(model, at('/id')))).toBe('1');
  });

  it('lands a missing member on its closest existing parent, marking that member first line from its key', () => {
    const model = textModel(RESPONSE);
    const range = diagnosticRange(model, at('/result/cacheScope'));
    expect(range?.startLineNumber).toBe(4);
    expect(range?.endLineNumber).toBe(4);
    expect(covered(model, range)).toBe('"result": {');
    expect(covered(model, diagnosticRange(model, at('/nothing')))).toBe('{');
    const inArray = textModel('[{"a": 1,\n  "b": 2}]');
    expect(covered(inArray, diagnosticRange(inArray, at('/0/c')))).toBe('{"a": 1,');
  });

  it('points into an SSE data frame', () => {
    const sse =
      'event: message\ndata: {"jsonrpc":"2.0","method":"x"}\n\ndata: {"jsonrpc":"2.0","id":1,"result":{"a":7}}\n\n';
    const model = textModel(sse, 'plaintext');
    expect(covered(model, diagnosticRange(model, at('/result/a', { frame: 1 })))).toBe('7');
    expect(covered(model, diagnosticRange(model, at('/method', { frame: 0 })))).toBe('"x"');
  });

  it('places by offsets, widening an empty range to the word there', () => {
    const model = textModel(RESPONSE);
    const offset = RESPONSE.indexOf('jsonrpc');
    expect(covered(model, diagnosticRange(model, { range: { start: offset, end: offset + 3 } }))).toBe('jso');
    expect(covered(model, diagnosticRange(model, { range: { start: offset, end: offset } }))).toBe('jsonrpc');
  });

  it('places by line and column (clamped to the text), widening to the word or one character', () => {
    const model = textModel('{:ok,\n %{"a" => => 1}}', 'elixir');
    expect(covered(model, diagnosticRange(model, { position: { line: 1, column: 3 } }))).toBe('ok');
    expect(covered(model, diagnosticRange(model, { position: { line: 2, column: 11 } }))).toBe('=');
    expect(diagnosticRange(model, { position: { line: 99, column: 1 } })?.startLineNumber).toBe(2);
  });

  it('never resolves pointers in Elixir text, but falls back to the range', () => {
    const model = textModel('%{"a" => 1}', 'elixir');
    expect(diagnosticRange(model, at('/a'))).toBeNull();
    expect(covered(model, diagnosticRange(model, at('/a', { range: { start: 0, end: 2 } })))).toBe('%{');
  });

  it('gives null when the text holds no JSON value and there is no other placement', () => {
    expect(diagnosticRange(textModel(''), at('/a'))).toBeNull();
    expect(diagnosticRange(textModel('   '), at(''))).toBeNull();
  });
});

describe('toMarkers', () => {
  it('links the rule to its spec page; the message stays plain text', () => {
    const model = textModel(RESPONSE);
    const [marker] = toMarkers(model, [
      at('/result/ttlMs', {
        severity: 'warning',
        message: 'ttlMs must be a number ![p](http://127.0.0.1:4312/x.png)',
        rule: 'R-CACHE-1',
        specUrl: 'https://modelcontextprotocol.io/specification/2026-07-28/basic/caching',
      }),
    ]);
    expect(marker?.severity).toBe(monaco.MarkerSeverity.Warning);
    expect(marker?.message).toBe('ttlMs must be a number ![p](http://127.0.0.1:4312/x.png)');
    const code = marker?.code as { value: string; target: monaco.Uri };
    expect(code.value).toBe('R-CACHE-1');
    expect(code.target.toString(true)).toBe('https://modelcontextprotocol.io/specification/2026-07-28/basic/caching');
  });

  it('keeps the rule as plain text when the link is not http(s), and skips what cannot be placed', () => {
    const model = textModel(RESPONSE);
    const markers = toMarkers(model, [
      at('/id', { rule: 'R-X', specUrl: 'javascript:alert(1)' }),
      { severity: 'info', message: 'nowhere' },
    ]);
    expect(markers).toHaveLength(1);
    expect(markers[0]?.code).toBe('R-X');
  });

  it('bounds a huge message', () => {
    const [marker] = toMarkers(textModel(RESPONSE), [at('/id', { message: 'x'.repeat(100_000) })]);
    expect(marker?.message.length).toBe(1000);
  });

  it('are set under our own owner, which the JSON worker never touches', () => {
    expect(MARKER_OWNER).toBe('shape-inspector');
  });
});

describe('findingDiagnostics', () => {
  it('turns the checker findings on a real response into placed markers', () => {
    const body = JSON.stringify({ jsonrpc: '2.0', id: 1, result: { tools: [], ttlMs: 'soon' } }, null, 2);
    const findings = checkExchange({
      request: {
        method: 'tools/list',
        id: 1,
        params: { _meta: { 'io.modelcontextprotocol/protocolVersion': '2026-07-28' } },
        headers: { 'MCP-Protocol-Version': '2026-07-28', 'Mcp-Method': 'tools/list' },
      },
      response: { status: 200, headers: { 'content-type': 'application/json' }, body },
    });
    expect(findings.length).toBeGreaterThan(0);
    const model = textModel(body);
    const markers = toMarkers(model, findingDiagnostics(findings));
    expect(markers).toHaveLength(findings.length);
    for (const [index, finding] of findings.entries()) {
      expect(markers[index]?.code).toMatchObject({ value: finding.rule });
      expect(markers[index]?.message.startsWith(finding.message)).toBe(true);
    }
  });

  it('adds expected and actual to the message, keeps the frame, and returns one empty list for none', () => {
    const finding: Finding = {
      rule: 'R-RPC-1',
      level: 'MUST',
      severity: 'error',
      pointer: '/jsonrpc',
      message: 'jsonrpc is "2", not "2.0".',
      expected: '"2.0"',
      actual: '"2"',
      spec: { title: 'Base protocol', url: 'https://modelcontextprotocol.io/specification/2026-07-28/basic' },
      frame: 2,
    };
    expect(findingDiagnostic(finding)).toEqual({
      pointer: '/jsonrpc',
      frame: 2,
      severity: 'error',
      message: 'jsonrpc is "2", not "2.0".\nExpected: "2.0"\nActual: "2"',
      rule: 'R-RPC-1',
      specUrl: 'https://modelcontextprotocol.io/specification/2026-07-28/basic',
    });
    expect(findingDiagnostics([])).toBe(findingDiagnostics(undefined));
  });
});
