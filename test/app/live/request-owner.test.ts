import { describe, expect, it } from 'vitest';
import { RequestOwner } from '../../../src/index';
import { prefillOf } from '../../../app/features/live/model/link-prefill';

describe('RequestOwner', () => {
  it('a new request in a lane lets the previous one go; other lanes keep running', () => {
    const owner = new RequestOwner();
    const first = owner.begin('draft');
    const poll = owner.begin('task');
    const second = owner.begin('draft');
    expect(first.signal.aborted).toBe(true);
    expect(second.signal.aborted).toBe(false);
    expect(poll.signal.aborted).toBe(false);
    expect(owner.running).toBe(2);
  });

  it('stop lets every request go, and says so to its listeners', () => {
    const owner = new RequestOwner();
    let changes = 0;
    const unsubscribe = owner.subscribe(() => changes++);
    const a = owner.begin('draft');
    const b = owner.begin('connect');
    owner.stop();
    expect([a.signal.aborted, b.signal.aborted]).toEqual([true, true]);
    expect(owner.running).toBe(0);
    expect(changes).toBe(3);
    unsubscribe();
    owner.begin('draft');
    expect(changes).toBe(3);
  });

  it('a request that follows a caller’s signal ends with it; an ended one no longer counts', () => {
    const owner = new RequestOwner();
    const caller = new AbortController();
    const lease = owner.begin('caller:1', { follow: caller.signal });
    caller.abort();
    expect(lease.signal.aborted).toBe(true);
    const done = owner.begin('draft');
    done.end();
    expect(owner.running).toBe(0);
    expect(done.signal.aborted).toBe(false);
  });
});

describe('#/live link parameters', () => {
  it('fill in the URL, a method and JSON-object params; anything else is ignored', () => {
    const link = new URLSearchParams({
      url: 'http://127.0.0.1:3000/mcp',
      method: 'tools/call',
      params: '{"name":"echo","arguments":{}}',
      headers: 'Authorization: Bearer x',
    });
    expect(prefillOf(link)).toEqual({
      url: 'http://127.0.0.1:3000/mcp',
      method: 'tools/call',
      params: '{"name":"echo","arguments":{}}',
    });
    expect(prefillOf(new URLSearchParams({ method: 'not a method!', params: '[1]' }))).toEqual({});
    expect(prefillOf(new URLSearchParams({ params: '{' }))).toEqual({});
  });
});
