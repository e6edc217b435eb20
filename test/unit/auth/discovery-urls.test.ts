import { describe, expect, it } from 'vitest';
import { resourceMatches, resourceMetadataUrls, serverMetadataUrls } from '../../../src/auth';

describe('resourceMetadataUrls', () => {
  it.each([
    [
      'https://mcp.example.com/public/mcp',
      undefined,
      [
        'https://mcp.example.com/.well-known/oauth-protected-resource/public/mcp',
        'https://mcp.example.com/.well-known/oauth-protected-resource',
      ],
    ],
    ['https://mcp.example.com/', undefined, ['https://mcp.example.com/.well-known/oauth-protected-resource']],
    [
      'https://mcp.example.com/mcp/',
      undefined,
      [
        'https://mcp.example.com/.well-known/oauth-protected-resource/mcp',
        'https://mcp.example.com/.well-known/oauth-protected-resource',
      ],
    ],
    ['https://mcp.example.com/mcp', 'https://other.example.com/prm.json', ['https://other.example.com/prm.json']],
  ])('%s (challenge: %s)', (server, challenge, expected) => {
    expect(resourceMetadataUrls(server, challenge)).toEqual(expected);
  });
});

describe('serverMetadataUrls', () => {
  it('tries RFC 8414 then OpenID for an issuer without a path', () => {
    expect(serverMetadataUrls('https://auth.example.com')).toEqual([
      'https://auth.example.com/.well-known/oauth-authorization-server',
      'https://auth.example.com/.well-known/openid-configuration',
    ]);
  });

  it('tries the three path variants in order for an issuer with a path', () => {
    expect(serverMetadataUrls('https://auth.example.com/tenant1/')).toEqual([
      'https://auth.example.com/.well-known/oauth-authorization-server/tenant1',
      'https://auth.example.com/.well-known/openid-configuration/tenant1',
      'https://auth.example.com/tenant1/.well-known/openid-configuration',
    ]);
  });
});

describe('resourceMatches', () => {
  it.each([
    ['https://mcp.example.com/mcp', 'https://mcp.example.com/mcp', true],
    ['https://mcp.example.com/mcp/', 'https://mcp.example.com/mcp', true],
    ['https://mcp.example.com', 'https://mcp.example.com/mcp', true],
    ['https://mcp.example.com/api', 'https://mcp.example.com/api/v1/mcp', true],
    ['https://mcp.example.com/mc', 'https://mcp.example.com/mcp', false],
    ['https://mcp.example.com/mcp/deeper', 'https://mcp.example.com/mcp', false],
    ['https://evil.example.com/mcp', 'https://mcp.example.com/mcp', false],
    ['http://mcp.example.com/mcp', 'https://mcp.example.com/mcp', false],
    ['not a url', 'https://mcp.example.com/mcp', false],
  ])('%s for %s: %s', (resource, server, expected) => {
    expect(resourceMatches(resource, server)).toBe(expected);
  });
});
