import { describe, expect, it } from 'vitest';
import type { AnswerFacts } from '../../../app/server/tap/answer-facts';
import { PassiveTagger, type TaggerInput } from '../../../app/server/tap/session-tags';

// The tagger reads why each tapped exchange was sent from the traffic alone; the session rules
// trust its tags, so each guess is pinned here, cautious cases included.

let n = 0;
const input = (
  rpcMethod: string,
  params: Record<string, unknown> = {},
  facts: Partial<AnswerFacts> = {},
  extra: Partial<TaggerInput> = {},
): TaggerInput => ({
  id: `e${++n}`,
  rpcMethod,
  params,
  headers: {},
  answered: true,
  facts: { listChanged: [], ...facts },
  ...extra,
});
const tool = (name: string, paramHeaders: [string, string][] = [], outputSchema = false) => ({
  name,
  paramHeaders,
  outputSchema,
});

describe('PassiveTagger', () => {
  it('tags the first server/discover of each client identity', () => {
    const t = new PassiveTagger();
    expect(t.tag(input('server/discover')).tag).toEqual({ kind: 'discover' });
    expect(t.tag(input('server/discover')).tag).toEqual({ kind: 'other' });
    const other = { headers: { Authorization: 'Bearer b' } };
    expect(t.tag(input('server/discover', {}, {}, other)).tag).toEqual({ kind: 'discover' });
  });

  it('groups list pages into runs: a cursor the listing gave continues it, another cursor is no page', () => {
    const t = new PassiveTagger();
    const first = t.tag(input('tools/list', {}, { listed: [tool('a')], nextCursor: 'c2' })).tag;
    expect(first).toMatchObject({ kind: 'list', method: 'tools/list', page: 1 });
    const second = t.tag(input('tools/list', { cursor: 'c2' }, { listed: [tool('b')] })).tag;
    expect(second).toMatchObject({ kind: 'list', page: 2, run: first.kind === 'list' ? first.run : -1 });
    expect(t.tag(input('tools/list', { cursor: 'unknown' })).tag).toEqual({ kind: 'other' });
    const again = t.tag(input('tools/list')).tag;
    expect(again).toMatchObject({ kind: 'list', page: 1 });
    expect(again.kind === 'list' && first.kind === 'list' && again.run > first.run).toBe(true);
  });

  it('calls a tool unknown only once the listing was seen whole, and per client identity', () => {
    const t = new PassiveTagger();
    t.tag(input('tools/list', {}, { listed: [tool('a')], nextCursor: 'c2' }));
    expect(t.tag(input('tools/call', { name: 'b' })).tag).toEqual({ kind: 'other' });
    t.tag(input('tools/list', { cursor: 'c2' }, { listed: [tool('b')] }));
    expect(t.tag(input('tools/call', { name: 'b' })).tag).toEqual({ kind: 'other' });
    expect(t.tag(input('tools/call', { name: 'zzz' })).tag).toEqual({ kind: 'unknown-tool', name: 'zzz' });
    const stranger = { headers: { authorization: 'Bearer x' } };
    expect(t.tag(input('tools/call', { name: 'zzz' }, {}, stranger)).tag).toEqual({ kind: 'other' });
  });

  it('forgets listings after a list_changed notification and starts a new series', () => {
    const t = new PassiveTagger();
    const before = t.tag(input('tools/list', {}, { listed: [tool('a')] })).tag;
    t.tag(input('tools/call', { name: 'a' }, { listChanged: ['notifications/tools/list_changed'] }));
    expect(t.tag(input('tools/call', { name: 'gone' })).tag).toEqual({ kind: 'other' });
    const after = t.tag(input('tools/list', {}, { listed: [tool('a')] })).tag;
    expect(before.kind === 'list' && after.kind === 'list' && before.series !== after.series).toBe(true);
  });

  it('tags a call without the Mcp-Param header its listed x-mcp-header argument needs', () => {
    const t = new PassiveTagger();
    t.tag(input('tools/list', {}, { listed: [tool('forecast', [['region', 'Mcp-Param-Region']])] }));
    const without = input('tools/call', { name: 'forecast', arguments: { region: 'eu' } });
    expect(t.tag(without).tag).toEqual({ kind: 'missing-param-header', tool: 'forecast', header: 'Mcp-Param-Region' });
    const sent = input(
      'tools/call',
      { name: 'forecast', arguments: { region: 'eu' } },
      {},
      { headers: { 'mcp-param-region': 'eu' } },
    );
    expect(t.tag(sent).tag).toEqual({ kind: 'other' });
    expect(t.tag(input('tools/call', { name: 'forecast', arguments: {} })).tag).toEqual({ kind: 'other' });
  });

  it('tags calls only of tools whose listing declared an outputSchema', () => {
    const t = new PassiveTagger();
    t.tag(input('tools/list', {}, { listed: [tool('typed', [], true), tool('plain')] }));
    expect(t.tag(input('tools/call', { name: 'typed' })).tag).toEqual({ kind: 'call', tool: 'typed' });
    expect(t.tag(input('tools/call', { name: 'plain' })).tag).toEqual({ kind: 'other' });
  });

  it('tags unknown prompts against a complete prompts/list', () => {
    const t = new PassiveTagger();
    t.tag(input('prompts/list', {}, { listed: [tool('summarize')] }));
    expect(t.tag(input('prompts/get', { name: 'nope' })).tag).toEqual({ kind: 'unknown-prompt', name: 'nope' });
    expect(t.tag(input('prompts/get', { name: 'summarize' })).tag).toEqual({ kind: 'other' });
  });

  it('tags a retry that echoes the requestState of an earlier input_required, and shares its conversation', () => {
    const t = new PassiveTagger();
    const ask = input('tools/call', { name: 'book' }, { resultType: 'input_required', requestState: 's1' });
    expect(t.tag(ask)).toEqual({ tag: { kind: 'other' }, conversationId: ask.id });
    const again = input(
      'tools/call',
      { name: 'book', requestState: 's1', inputResponses: {} },
      { resultType: 'input_required', requestState: 's2' },
    );
    expect(t.tag(again)).toEqual({ tag: { kind: 'retry', ofId: ask.id }, conversationId: ask.id });
    const last = input('tools/call', { name: 'book', requestState: 's2', inputResponses: {} });
    expect(t.tag(last)).toEqual({ tag: { kind: 'retry', ofId: again.id }, conversationId: ask.id });
    expect(t.tag(input('tools/call', { name: 'book', requestState: 'forged', inputResponses: {} })).tag).toEqual({
      kind: 'other',
    });
  });

  it('tags the polls of a task created in the session, the first one as immediate', () => {
    const t = new PassiveTagger();
    const create = input('tools/call', { name: 'report' }, { resultType: 'task', taskId: 't1' });
    t.tag(create);
    expect(t.tag(input('tasks/get', { taskId: 't1' })).tag).toEqual({
      kind: 'task-poll',
      createdId: create.id,
      immediate: true,
    });
    expect(t.tag(input('tasks/get', { taskId: 't1' })).tag).toEqual({
      kind: 'task-poll',
      createdId: create.id,
      immediate: false,
    });
    expect(t.tag(input('tasks/get', { taskId: 'elsewhere' })).tag).toEqual({ kind: 'other' });
  });

  it('learns nothing from an exchange without a complete answer', () => {
    const t = new PassiveTagger();
    t.tag(input('tools/list', {}, { listed: [tool('a')] }, { answered: false }));
    expect(t.tag(input('tools/call', { name: 'zzz' })).tag).toEqual({ kind: 'other' });
    expect(t.tag(input('server/discover', {}, {}, { answered: false })).tag).toEqual({ kind: 'discover' });
    expect(t.tag(input('server/discover')).tag).toEqual({ kind: 'discover' });
  });
});
