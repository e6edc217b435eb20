import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { identityOf, lookupCached, storeCached } from '../../../app/queries/live-cache';
import { cacheReasonFor } from '../../../app/features/live/use-send';
import { holdToken } from '../../support/live-tokens';
import { credentialIdentity, TOKEN_PLACEHOLDER } from '../../../app/features/live/auth/token-fetch';

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

describe('the "answered from cache" reason belongs to the record it explains', () => {
  const hit = { recordId: 'cached', reason: 'Answered from the cache: public, fresh for 60 s.' };
  it('shows beside the record the cache served', () => {
    expect(cacheReasonFor(hit, { id: 'cached' })).toBe(hit.reason);
  });
  it('never beside a newer answer or another record opened from the history', () => {
    expect(cacheReasonFor(hit, { id: 'newer' })).toBeNull();
    expect(cacheReasonFor(hit, null)).toBeNull();
    expect(cacheReasonFor(null, { id: 'cached' })).toBeNull();
  });
});

describe('a session token keys the cache by the token it stands for', () => {
  it('serves a private answer obtained with one token never after the token changed (step-up, another client)', () => {
    const client = new QueryClient();
    const asked = { Authorization: TOKEN_PLACEHOLDER };
    holdToken(URL, 'token-before-step-up');
    const before = credentialIdentity(URL, asked);
    storeCached(client, URL, 'tools/list', '{}', before, {
      value: 'A',
      receivedAt: 0,
      ttlMs: 60_000,
      scope: 'private',
    });
    holdToken(URL, 'token-after-step-up');
    const after = credentialIdentity(URL, asked);
    holdToken(URL, undefined);
    expect(lookupCached(client, URL, 'tools/list', '{}', before, 10).hit?.value).toBe('A');
    expect(lookupCached(client, URL, 'tools/list', '{}', after, 10).hit).toBeNull();
  });
  it('counts headers the user typed as they are', () => {
    expect(credentialIdentity(URL, { Authorization: 'Bearer alice', Accept: 'x' })).toBe(alice);
  });
});
