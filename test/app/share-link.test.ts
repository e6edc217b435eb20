import { describe, expect, it } from 'vitest';
import { DEFAULT_INPUT, type PlaygroundInput } from '../../app/features/playground/model/input';
import { decodeHash, encodeStateHash, exampleHash } from '../../app/features/playground/state/share-link';

describe('shared links', () => {
  it('round-trips the whole playground state through a compressed #s= hash', () => {
    const input: PlaygroundInput = {
      ...DEFAULT_INPUT,
      text: '{:ok, %{"tools" => [%{"name" => "é ü 🚀"}]}}\n'.repeat(50),
      method: 'resources/read',
      id: '"abc"',
      serverInfo: { enabled: true, name: 'srv', version: '9' },
      cacheOverride: { enabled: true, ttlMs: 0, scope: 'public' },
      config: { cacheTtlMs: 5, cacheScope: 'public' },
      preStep: 'tool_result_wrap',
    };
    const hash = encodeStateHash(input);
    expect(hash).toMatch(/^#s=[A-Za-z0-9_-]+$/);
    expect(hash.length).toBeLessThan(JSON.stringify(input).length / 4);
    expect(decodeHash(hash)).toEqual({ kind: 'state', input });
  });
  it('addresses examples by id', () => {
    expect(decodeHash(exampleHash('tools-list'))).toEqual({ kind: 'example', id: 'tools-list' });
  });
  it.each(['#s=', '#s=!!!!', '#s=eJzLSM3JyQcABiwCFQ', '#s=' + 'A'.repeat(40)])(
    'reports a damaged link %s as invalid, never throwing',
    (hash) => {
      expect(decodeHash(hash).kind).toBe('invalid');
    },
  );
  it('ignores unrelated hashes', () => {
    expect(decodeHash('')).toEqual({ kind: 'none' });
    expect(decodeHash('#top')).toEqual({ kind: 'none' });
  });
  it('fills missing fields of an older link with defaults', async () => {
    const { deflateSync, strToU8 } = await import('fflate');
    const bytes = deflateSync(strToU8(JSON.stringify({ text: 'x', method: 'tools/call' })));
    const hash =
      '#s=' +
      btoa(String.fromCharCode(...bytes))
        .replaceAll('+', '-')
        .replaceAll('/', '_')
        .replace(/=+$/, '');
    expect(decodeHash(hash)).toEqual({ kind: 'state', input: { ...DEFAULT_INPUT, text: 'x', method: 'tools/call' } });
  });
});

describe('damaged example links', () => {
  it.each(['#example/%', '#example/%E0%A4%A', '#example/%zz'])('%s decodes without throwing', (hash) => {
    expect(decodeHash(hash)).toMatchObject({ kind: 'example' });
  });
});
