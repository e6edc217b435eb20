import { describe, expect, it } from 'vitest';
import { chooseScopes, type ResourceMetadata, type ServerMetadata } from '../../../src/auth';

const resource = (scopes?: string[]): ResourceMetadata => ({
  resource: 'https://mcp.example.com/mcp',
  authorization_servers: ['https://auth.example.com'],
  url: 'https://mcp.example.com/.well-known/oauth-protected-resource/mcp',
  ...(scopes ? { scopes_supported: scopes } : {}),
});
const server = (scopes?: string[]): ServerMetadata => ({
  issuer: 'https://auth.example.com',
  ...(scopes ? { scopes_supported: scopes } : {}),
});

describe('chooseScopes', () => {
  it('takes the challenge first, then scopes_supported, else nothing', () => {
    expect(chooseScopes({ challenge: ['a'], resource: resource(['x', 'y']) })).toEqual(['a']);
    expect(chooseScopes({ resource: resource(['x', 'y']) })).toEqual(['x', 'y']);
    expect(chooseScopes({ resource: resource() })).toEqual([]);
  });

  it('keeps what was asked before on a step-up (union, no duplicates)', () => {
    expect(chooseScopes({ challenge: ['write', 'read'], previous: ['read'] })).toEqual(['read', 'write']);
  });

  it('lets the user replace the selection', () => {
    expect(chooseScopes({ requested: ['mine'], challenge: ['a'], resource: resource(['x']) })).toEqual(['mine']);
  });

  it('adds offline_access only when the authorization server offers it', () => {
    expect(chooseScopes({ challenge: ['a'], server: server(['a', 'offline_access']) })).toEqual([
      'a',
      'offline_access',
    ]);
    expect(chooseScopes({ challenge: ['a'], server: server(['a']) })).toEqual(['a']);
    expect(chooseScopes({ requested: ['a', 'offline_access'], server: server(['a']) })).toEqual(['a']);
    expect(chooseScopes({ server: server(['offline_access']) })).toEqual([]);
  });
});
