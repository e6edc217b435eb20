import { describe, expect, it } from 'vitest';
import { isParamHeaderName, isSecretHeaderName, MCP_HEADERS, paramHeaderName } from '../../../src/spec';

describe('isSecretHeaderName', () => {
  it.each([
    'Authorization',
    'proxy-authorization',
    'Cookie',
    'Set-Cookie',
    'Mcp-Session-Id',
    'X-Api-Key',
    'x-auth-token',
    'X-Client-Secret',
    'X-Password',
    'X-Amz-Security-Token',
    'X-Credential',
  ])('%s is secret', (name) => expect(isSecretHeaderName(name)).toBe(true));

  it.each([
    'WWW-Authenticate',
    'Proxy-Authenticate',
    'Accept',
    'Content-Type',
    ...Object.values(MCP_HEADERS).slice(0, 3),
  ])('%s is not', (name) => expect(isSecretHeaderName(name)).toBe(false));
});

describe('Mcp-Param-* names', () => {
  it('builds a name the predicate recognises in any case', () => {
    const name = paramHeaderName('Region');
    expect([isParamHeaderName(name), isParamHeaderName(name.toUpperCase()), isParamHeaderName('X-Region')]).toEqual([
      true,
      true,
      false,
    ]);
  });
});
