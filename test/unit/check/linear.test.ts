import { describe, expect, it } from 'vitest';
import { checkExchange, type Exchange, type Finding } from '../../../src/check/index';
import { decodeHeaderValue } from '../../../src/wire/header-value';
import { utf8ByteCounter, utf8ByteOffset } from '../../../src/wire/json-syntax';
import { ex, modernHeaders, SERVER_INFO, SSE_HEADERS } from './helpers';

// Adversarial inputs that once took seconds to minutes; vitest's default timeout is the only guard.
const INFO = `"_meta":{"${SERVER_INFO}":{"name":"srv","version":"1.0.0"}}`;
const RESPONSE = `{"jsonrpc":"2.0","id":1,"result":{"resultType":"complete",${INFO}}}`;

const rules = (findings: Finding[]): Record<string, number> => {
  const counts: Record<string, number> = {};
  for (const f of findings) counts[f.rule] = (counts[f.rule] ?? 0) + 1;
  return counts;
};
const of = (findings: Finding[], rule: string): Finding[] => findings.filter((f) => f.rule === rule);

// Sized so linear work takes about a second under load and quadratic work minutes: the default 60 s bound
// separates the two on any machine. Counting steps would be exact but needs a hook inside src/check, which
// stays free of test-only instrumentation; timing the same input twice as large gives no clearer signal.
describe('linear-time checks on adversarial input', () => {
  it('a bad _meta key under 100,000-deep nesting (forEachMeta)', () => {
    const depth = 100_000;
    const body = `{"jsonrpc":"2.0","id":1,"result":{"resultType":"complete",${INFO},"x":${'{"a":'.repeat(depth)}{"_meta":{"bad key":1}}${'}'.repeat(depth)}}}`;
    const findings = checkExchange(ex('x/echo', body));
    expect(rules(findings)).toEqual({ 'R-META-4': 1 });
    expect(of(findings, 'R-META-4')[0]?.pointer).toBe(`/result/x${'/a'.repeat(depth)}/_meta/bad key`);
  });

  it('a bad _meta key at every level of 100,000-deep nesting is capped per rule', () => {
    const depth = 100_000;
    const body = `{"jsonrpc":"2.0","id":1,"result":{"resultType":"complete",${INFO},"x":${'{"_meta":{"bad key":1},"a":'.repeat(depth)}1${'}'.repeat(depth)}}}`;
    const meta4 = of(checkExchange(ex('x/echo', body)), 'R-META-4');
    expect(meta4).toHaveLength(101);
    expect(meta4[1]?.pointer).toBe('/result/x/a/_meta/bad key');
    expect(meta4[100]).toMatchObject({
      pointer: '',
      message: `${depth - 100} more R-META-4 findings were omitted; only the first 100 are listed.`,
    });
  });

  it('an x-mcp-header under 100,000-deep nested properties (checkHeaders)', () => {
    const depth = 100_000;
    const schema = `{"type":"object","properties":{"a":${'{"type":"object","properties":{"a":'.repeat(depth)}{"type":"string","x-mcp-header":"bad header"}${'}}'.repeat(depth)}}}`;
    const body = `{"jsonrpc":"2.0","id":1,"result":{"resultType":"complete","ttlMs":0,"cacheScope":"private",${INFO},"tools":[{"name":"t","inputSchema":${schema}}]}}`;
    const findings = checkExchange(ex('tools/list', body));
    // Too deep for the JSON Schema validator: said once (R-TOOLS-14), never a stack overflow.
    expect(rules(findings)).toEqual({ 'R-TOOLS-6': 1, 'R-TOOLS-14': 1 });
    expect(of(findings, 'R-TOOLS-6')[0]?.pointer).toBe(
      `/result/tools/0/inputSchema/properties/a${'/properties/a'.repeat(depth)}/x-mcp-header`,
    );
  });

  it('duplicate inputRequests keys next to 80,000 keys 500 levels deep (duplicateKeys)', () => {
    const depth = 500;
    const wide = Array.from({ length: 80_000 }, (_, i) => `"k${i}":1`).join(',');
    const params = `${'{"a":'.repeat(depth)}{${wide}}${'}'.repeat(depth)}`;
    const body = `{"jsonrpc":"2.0","id":1,"result":{"resultType":"input_required",${INFO},"inputRequests":{"a":{"method":"roots/list","params":${params}},"a":{"method":"roots/list","params":{}}}}}`;
    const findings = checkExchange(ex('tools/call', body, { params: { name: 't' }, caps: { roots: {} } }));
    expect(rules(findings)).toEqual({ 'R-MRTR-4': 1 });
    expect(of(findings, 'R-MRTR-4')[0]?.pointer).toBe('/result/inputRequests/a');
  });

  it('100,000-deep inputRequests params (duplicateKeys gives up quietly)', () => {
    const depth = 100_000;
    const body = `{"jsonrpc":"2.0","id":1,"result":{"resultType":"input_required",${INFO},"inputRequests":{"a":{"method":"roots/list","params":${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}}}}}`;
    const counts = rules(checkExchange(ex('tools/call', body, { params: { name: 't' }, caps: { roots: {} } })));
    expect(counts['R-INTERNAL']).toBeUndefined();
    expect(counts['R-MRTR-4']).toBeUndefined();
  });

  it('100,000 bad `data: ping` SSE frames (incremental byte offsets, capped)', () => {
    const body = 'data: ping\n\n'.repeat(100_000) + `data: ${RESPONSE}\n\n`;
    const findings = checkExchange(ex('x/echo', body, { headers: SSE_HEADERS }));
    const http5 = of(findings, 'R-HTTP-5');
    expect(rules(findings)).toEqual({ 'R-HTTP-5': 101 });
    expect(http5[99]).toMatchObject({
      frame: 99,
      message: `This SSE frame's data is not valid JSON (syntax error at byte ${99 * 12 + 6} of the stream).`,
    });
    expect(http5[100]).toMatchObject({
      pointer: '',
      message: '99900 more R-HTTP-5 findings were omitted; only the first 100 are listed.',
    });
  });

  it('100,000 `data` lines without a colon (empty events, no message frames)', () => {
    const body = 'data\n\n'.repeat(100_000);
    const http5 = of(checkExchange(ex('x/echo', body, { headers: SSE_HEADERS })), 'R-HTTP-5');
    expect(http5.map((f) => f.message)).toEqual(['The SSE stream has 0 message frames but none answers the request.']);
  });

  it('1,000,000 SSE lines without a colon before the response frame', () => {
    const body = 'x\n'.repeat(1_000_000) + `data: ${RESPONSE}\n\n`;
    expect(rules(checkExchange(ex('x/echo', body, { headers: SSE_HEADERS })))).toEqual({});
  });

  it('an Mcp-Name header of "t", 64k spaces and "x"', () => {
    const name = 't' + ' '.repeat(65_536) + 'x';
    expect(decodeHeaderValue(` ${name}\t`)).toEqual({ ok: true, value: name, sentinel: false, trimmed: true });
    const headers = { ...modernHeaders('tools/call', { name: 't' }), 'Mcp-Name': name };
    const body = `{"jsonrpc":"2.0","id":1,"result":{"resultType":"complete",${INFO},"content":[]}}`;
    expect(rules(checkExchange(ex('tools/call', body, { params: { name: 't' }, reqHeaders: headers })))).toEqual({
      'R-HDR-5': 1,
    });
  });

  it('20,000 invalid content blocks stop at the structural issue cap', () => {
    const blocks = Array(20_000).fill('{"type":"nope"}').join(',');
    const body = `{"jsonrpc":"2.0","id":1,"result":{"resultType":"complete",${INFO},"content":[${blocks}]}}`;
    expect(rules(checkExchange(ex('tools/call', body, { params: { name: 't' } })))).toEqual({
      'R-TOOLS-7': 50,
      'R-RESULT-TYPE-7': 1,
    });
  });

  it('200,000 bad _meta keys give 100 findings and a summary', () => {
    const keys = Array.from({ length: 200_000 }, (_, i) => `"bad ${i}":1`).join(',');
    const body = `{"jsonrpc":"2.0","id":1,"result":{"resultType":"complete","_meta":{"${SERVER_INFO}":{"name":"srv","version":"1.0.0"},${keys}}}}`;
    const meta4 = of(checkExchange(ex('x/echo', body)), 'R-META-4');
    expect(meta4).toHaveLength(101);
    expect(meta4[99]?.pointer).toBe('/result/_meta/bad 99');
    expect(meta4[100]).toMatchObject({ pointer: '', severity: 'error', actual: '199900 more' });
  });

  it('50,000 stray progress notifications give 100 R-HTTP-6 findings and a summary', () => {
    const note = `data: {"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":"p","progress":1}}\n\n`;
    const body = note.repeat(50_000) + `data: ${RESPONSE}\n\n`;
    const exchange: Exchange = ex('x/echo', body, { headers: SSE_HEADERS });
    const http6 = of(checkExchange(exchange), 'R-HTTP-6');
    expect(http6).toHaveLength(101);
    expect(http6[100]?.message).toMatch(/^\d+ more R-HTTP-6 findings were omitted; only the first 100 are listed\.$/);
  });
});

describe('utf8ByteCounter', () => {
  it('agrees with utf8ByteOffset for ascending, repeated and smaller offsets, also inside surrogate pairs', () => {
    const text = 'aé€😀\uD83Dx😀😀\uDE00b';
    const at = utf8ByteCounter(text);
    const offsets = [0, 1, 2, 3, 4, 4, 5, 6, 7, 8, 9, 10, 11, 12, 2, 4, 5, 9, 20];
    for (const o of offsets) expect(at(o)).toBe(utf8ByteOffset(text, o));
  });
});
