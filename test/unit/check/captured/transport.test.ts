import { describe, expect, it } from 'vitest';
import { checkExchange } from '../../../../src/check/index';
import { loadCaptured } from '../../../fixtures/captured/load';

// A transport refusal (here the 403 for a bad Origin) may have any body.
const plain = loadCaptured('sdk-server-2.4.0-origin-plain-text.json').get('bad Origin (403)');
const json = loadCaptured('sdk-server-2.4.0-origin.json').get('bad Origin (403)');
const rules = (e: Parameters<typeof checkExchange>[0]) => checkExchange(e, { strict: true }).map((f) => f.rule);

describe('a 403 for a bad Origin (captured from @modelcontextprotocol/server 2.4.0 behind origin guards)', () => {
  it('text/plain body: no finding (SHTTP: the body MAY be a JSON-RPC error, so it may be anything)', () => {
    expect(plain.response).toMatchObject({ status: 403, headers: { 'content-type': 'text/plain' } });
    expect(rules(plain)).toEqual([]);
  });

  it("the SDK's JSON -32000 body: only its documented departures, as warnings", () => {
    const findings = checkExchange(json, { strict: true });
    expect(findings.map((f) => [f.rule, f.severity])).toEqual([
      ['R-RPC-4', 'warning'],
      ['R-ERR-3', 'warning'],
    ]);
    expect(findings[0]?.message).toContain("echo the request's id 40 or leave id out");
  });

  it('the same text/plain body answering a request with 200 is still R-HTTP-1', () => {
    expect(rules({ ...plain, response: { ...plain.response, status: 200 } })).toContain('R-HTTP-1');
  });

  it('other transport refusals are exempt too, a plain 400 is not', () => {
    for (const status of [401, 405, 406, 413, 415, 429])
      expect(rules({ ...plain, response: { ...plain.response, status } }), String(status)).toEqual([]);
    expect(rules({ ...plain, response: { ...plain.response, status: 400 } })).toContain('R-HTTP-1');
  });
});
