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
    for (const status of [405, 406, 413, 415, 429])
      expect(rules({ ...plain, response: { ...plain.response, status } }), String(status)).toEqual([]);
    expect(rules({ ...plain, response: { ...plain.response, status: 400 } })).toContain('R-HTTP-1');
    // A 401 is an authorization challenge: one note that the authorization steps judge it.
    expect(rules({ ...plain, response: { ...plain.response, status: 401 } })).toEqual(['R-AUTH-21']);
  });
});

describe('an authorization challenge is judged by the authorization steps, not as JSON-RPC', () => {
  const challenge = (status: number, wwwAuthenticate: string | null, body: string) => ({
    request: json.request,
    response: {
      status,
      headers: {
        'content-type': 'application/json',
        ...(wwwAuthenticate !== null ? { 'www-authenticate': wwwAuthenticate } : {}),
      },
      body,
    },
  });
  const oauthError = '{"error":"invalid_token","error_description":"A bearer token is needed."}';

  it('a 401 with an OAuth error body: one INFO note, no R-RPC-* on a body that was never JSON-RPC', () => {
    const findings = checkExchange(challenge(401, 'Bearer resource_metadata="http://127.0.0.1:1/prm"', oauthError));
    expect(findings.map((f) => [f.rule, f.severity])).toEqual([['R-AUTH-21', 'info']]);
    expect(findings[0]?.message).toContain('resource_metadata');
  });

  it('a 403 insufficient_scope challenge likewise; a 403 without one is judged as before', () => {
    const stepUp = challenge(403, 'Bearer error="insufficient_scope", scope="mcp:tools"', oauthError);
    expect(rules(stepUp)).toEqual(['R-AUTH-21']);
    expect(rules(challenge(403, null, oauthError))).toContain('R-RPC-1');
  });

  it('a 401 whose body is a JSON-RPC message is still judged as JSON-RPC', () => {
    const rpc = '{"jsonrpc":"2.0","id":40,"error":{"code":-32000,"message":"Unauthorized"}}';
    expect(rules(challenge(401, 'Bearer', rpc))).not.toContain('R-AUTH-21');
  });
});
