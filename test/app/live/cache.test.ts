import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { identityOf, lookupCached, storeCached } from '../../../app/queries/live-cache';

const URL = 'http://127.0.0.1:1/mcp';
const alice = identityOf({ Authorization: 'Bearer alice' });
const bob = identityOf({ Authorization: 'Bearer bob' });

describe('live answers cached by the server’s ttlMs and cacheScope', () => {
  it('serves a private answer only to the same credentials, and only while fresh', () => {
    const client = new QueryClient();
    storeCached(client, URL, 'tools/list', '{}', alice, {
      value: 'A',
      receivedAt: 1000,
      ttlMs: 5000,
      scope: 'private',
    });
    expect(lookupCached(client, URL, 'tools/list', '{}', alice, 2000).hit?.value).toBe('A');
    expect(lookupCached(client, URL, 'tools/list', '{}', alice, 2000).reason).toMatch(/private.*same credentials/);
    expect(lookupCached(client, URL, 'tools/list', '{}', bob, 2000).hit).toBeNull();
    expect(lookupCached(client, URL, 'tools/list', '{}', alice, 6000).hit).toBeNull();
  });
  it('serves a public answer to everyone', () => {
    const client = new QueryClient();
    storeCached(client, URL, 'tools/list', '{}', alice, { value: 'P', receivedAt: 0, ttlMs: 60_000, scope: 'public' });
    expect(lookupCached(client, URL, 'tools/list', '{}', bob, 10).hit?.value).toBe('P');
    expect(lookupCached(client, URL, 'tools/list', '{"cursor":"x"}', bob, 10).hit).toBeNull();
  });
  it('tells credentials apart', () => {
    expect(alice).not.toBe(bob);
    expect(identityOf({})).toBe(identityOf({}));
  });
});
