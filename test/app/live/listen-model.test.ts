import { describe, expect, it } from 'vitest';
import { frameBatcher } from '../../../app/features/live/listen/frame-batcher';
import { coalesced } from '../../../app/features/live/listen/coalesced';
import {
  canListen,
  changedListOf,
  defaultChoice,
  filterOf,
  listenOptionsOf,
  NO_CHOICE,
} from '../../../app/features/live/listen/listen-filter';
import { appendNotes, EMPTY_WINDOW, readNote } from '../../../app/features/live/listen/listen-notes';
import { useListenStore } from '../../../app/features/live/listen/listen-store';

const DEMO_CAPABILITIES = {
  tools: { listChanged: true },
  prompts: { listChanged: true },
  resources: { subscribe: true },
  completions: {},
  logging: {},
  extensions: { 'io.modelcontextprotocol/tasks': {} },
};

describe('the listen filter comes from the server’s capabilities', () => {
  it('offers a list’s changes only where listChanged is declared, updates with subscribe, tasks with the extension', () => {
    const options = listenOptionsOf(DEMO_CAPABILITIES);
    expect(options.lists.map((l) => l.flag)).toEqual(['toolsListChanged', 'promptsListChanged']);
    expect(options.resourceUpdates).toBe(true);
    expect(options.tasks).toBe(true);
    const bare = listenOptionsOf({ tools: {}, resources: { listChanged: true }, logging: {} });
    expect(bare.lists.map((l) => l.flag)).toEqual(['resourcesListChanged']);
    expect([bare.resourceUpdates, bare.tasks]).toEqual([false, false]);
  });

  it('offers nothing for a server without such capabilities, or capabilities that are no object', () => {
    for (const caps of [{ tools: {}, logging: {} }, null, 'tools', [], { tools: { listChanged: 'yes' } }])
      expect(canListen(listenOptionsOf(caps))).toBe(false);
    // A capability named like an Object member is not found on the prototype.
    expect(listenOptionsOf({ constructor: { listChanged: true } }).lists).toEqual([]);
  });

  it('asks only for what is ticked and offered; progress and log messages are never part of it', () => {
    const options = listenOptionsOf(DEMO_CAPABILITIES);
    expect(filterOf(options, defaultChoice(options))).toEqual({ toolsListChanged: true, promptsListChanged: true });
    expect(
      filterOf(options, {
        lists: { toolsListChanged: false, resourcesListChanged: true },
        resourceUri: ' demo://clock ',
        taskIds: 'a, b a',
      }),
    ).toEqual({ resourceSubscriptions: ['demo://clock'], taskIds: ['a', 'b'] });
    expect(filterOf(options, NO_CHOICE)).toBeNull();
    const noSubscribe = listenOptionsOf({ tools: { listChanged: true } });
    expect(filterOf(noSubscribe, { lists: {}, resourceUri: 'demo://clock', taskIds: 't1' })).toBeNull();
  });

  it('names the list a list_changed is about', () => {
    expect(changedListOf('notifications/tools/list_changed')).toBe('tools');
    expect(changedListOf('notifications/resources/list_changed')).toBe('resources');
    expect(changedListOf('notifications/resources/updated')).toBeNull();
    expect(changedListOf('notifications/constructor/list_changed')).toBeNull();
  });
});

describe('notifications as the panel lists them', () => {
  it('reads each kind of frame, showing invisible characters of server text', () => {
    const ack = readNote(
      '{"jsonrpc":"2.0","method":"notifications/subscriptions/acknowledged","params":{"notifications":{"toolsListChanged":true}}}',
      1,
      '',
    );
    expect([ack.method, ack.summary]).toEqual([
      'notifications/subscriptions/acknowledged',
      'granted: toolsListChanged',
    ]);
    const updated = readNote('{"method":"notifications/resources/updated","params":{"uri":"demo://a\u202Eb"}}', 2, '');
    expect(updated.summary).toBe('demo://a⟨U+202E⟩b');
    const task = readNote('{"method":"notifications/tasks","params":{"taskId":"t1","status":"working"}}', 3, '');
    expect(task.summary).toBe('t1 working');
    expect(readNote('{"jsonrpc":"2.0","id":9000,"result":{}}', 4, '').method).toBe('result');
    expect(readNote('[1]', 5, '').method).toBe('unreadable');
    expect(readNote('{"method":"notifications/prompts/list_changed"}', 6, '').changed).toBe('prompts');
  });

  it('keeps a bounded window of the newest and counts every one that arrived', () => {
    const note = (seq: number) => readNote('{}', seq, '');
    let window = EMPTY_WINDOW;
    for (let seq = 1; seq <= 25; seq += 5)
      window = appendNotes(
        window,
        [0, 1, 2, 3, 4].map((i) => note(seq + i)),
        0,
        12,
      );
    expect(window.received).toBe(25);
    expect(window.notes.map((n) => n.seq)).toEqual([14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25]);
    const flooded = appendNotes(window, [note(100), note(101)], 70, 12);
    expect(flooded.received).toBe(97);
    expect(flooded.notes.at(-1)?.seq).toBe(101);
    expect(flooded.notes).toHaveLength(12);
    expect(appendNotes(window, [], 0, 12)).toBe(window);
  });

  it('the store numbers frames after the ones a flood dropped, and ignores a run that is over', () => {
    const { begin, add, end } = useListenStore.getState().actions;
    const runId = begin({ url: 'http://127.0.0.1:1/mcp', asked: { toolsListChanged: true }, startedAt: '' });
    add(runId, [{ data: '{"method":"notifications/tools/list_changed"}', at: '' }], 0);
    add(runId, [{ data: '{"method":"notifications/tools/list_changed"}', at: '' }], 5);
    expect(useListenStore.getState().notes.map((n) => n.seq)).toEqual([1, 7]);
    expect(useListenStore.getState().received).toBe(7);
    const newer = begin({ url: 'http://127.0.0.1:1/mcp', asked: {}, startedAt: '' });
    add(runId, [{ data: '{}', at: '' }], 0);
    end(runId, { reason: 'old', recordId: null, verdict: null });
    expect(useListenStore.getState().received).toBe(0);
    expect(useListenStore.getState().ended).toBeNull();
    end(newer, { reason: 'done', recordId: 'r', verdict: 'pass' });
    expect(useListenStore.getState().ended?.reason).toBe('done');
  });
});

describe('frames land once per animation frame', () => {
  it('delivers everything pushed before a tick in one batch, and nothing without pushes', () => {
    const ticks: (() => void)[] = [];
    const batches: [number[], number][] = [];
    const batcher = frameBatcher<number>(
      (items, skipped) => batches.push([items, skipped]),
      10,
      (run) => ticks.push(run),
    );
    for (let i = 1; i <= 5; i++) batcher.push(i);
    expect(ticks).toHaveLength(1);
    ticks.splice(0).forEach((run) => run());
    expect(batches).toEqual([[[1, 2, 3, 4, 5], 0]]);
    ticks.splice(0).forEach((run) => run());
    expect(batches).toHaveLength(1);
    batcher.push(6);
    expect(ticks).toHaveLength(1);
  });

  it('a flood between two ticks keeps a bounded buffer of the newest and counts the rest', () => {
    const ticks: (() => void)[] = [];
    const batches: [number[], number][] = [];
    const batcher = frameBatcher<number>(
      (items, skipped) => batches.push([items, skipped]),
      10,
      (run) => ticks.push(run),
    );
    for (let i = 1; i <= 10_000; i++) batcher.push(i);
    expect(ticks).toHaveLength(1);
    ticks.splice(0).forEach((run) => run());
    const [[items, skipped]] = batches as [[number[], number]];
    expect(items.length).toBeLessThanOrEqual(20);
    expect(items.at(-1)).toBe(10_000);
    expect(items.length + skipped).toBe(10_000);
  });

  it('flushNow delivers what waits when the stream ends', () => {
    const batches: number[][] = [];
    const batcher = frameBatcher<number>(
      (items) => batches.push(items),
      10,
      () => undefined,
    );
    batcher.push(1);
    batcher.flushNow();
    expect(batches).toEqual([[1]]);
  });
});

describe('a list change fetches the lists again, one run at a time', () => {
  it('folds the changes announced during a run into one more run', async () => {
    let runs = 0;
    let release: () => void = () => undefined;
    const ask = coalesced(
      () =>
        new Promise<void>((resolve) => {
          runs++;
          release = resolve;
        }),
    );
    const first = ask();
    void ask();
    void ask();
    expect(runs).toBe(1);
    release();
    await expect.poll(() => runs).toBe(2);
    release();
    await first;
    expect(runs).toBe(2);
    void ask();
    expect(runs).toBe(3);
    release();
  });

  it('a failed run does not stop later ones', async () => {
    let runs = 0;
    const ask = coalesced(async () => {
      runs++;
      throw new Error('the server went away');
    });
    await ask();
    await ask();
    expect(runs).toBe(2);
  });
});
