import { describe, expect, it } from 'vitest';
import { computePreview } from '../../app/features/playground/model/compute-preview';
import { EXAMPLES, findExample } from '../../app/features/playground/model/examples';
import { computeVerdict } from '../../app/features/playground/model/verdict';

describe('examples gallery', () => {
  it('has at least 15 examples with unique, URL-safe ids', () => {
    expect(EXAMPLES.length).toBeGreaterThanOrEqual(15);
    const ids = EXAMPLES.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9-]+$/);
  });

  it.each(EXAMPLES.map((e) => [e.id, e] as const))('%s shapes without a problem', (_id, example) => {
    const preview = computePreview(example.input);
    expect(preview.ok).toBe(true);
  });

  const shaped = (id: string) => {
    const p = computePreview(findExample(id)!.input);
    if (!p.ok) throw new Error(id);
    return p;
  };

  it('covers every branch of the contract', () => {
    expect(shaped('tools-list').modern.cache.hints).toEqual({ ttlMs: 60000, scope: 'private' });
    expect(shaped('read-strips-echo').modern.steps.filter((s) => s.action === 'removed')).toHaveLength(4);
    expect(
      shaped('call-keeps-meta').modern.steps.filter(
        (s) => s.action === 'kept' && s.pointer.includes('protocolVersion'),
      ),
    ).toHaveLength(1);
    expect(shaped('cache-override').modern.cache.source).toBe('override');
    expect(shaped('configured-defaults').modern.cache.source).toBe('config');
    expect(shaped('handler-hints-replaced').modern.steps.filter((s) => s.action === 'replaced')).toHaveLength(2);
    expect(shaped('input-required').modern.response).toMatchObject({ result: { resultType: 'input_required' } });
    expect(shaped('input-required').legacy.representable).toBe(false);
    expect(shaped('task').modern.response).toMatchObject({ result: { resultType: 'task', ttlMs: 600000 } });
    expect(shaped('resource-not-found').modern.response).toMatchObject({ error: { code: -32602 } });
    expect(shaped('method-not-found').modern.httpStatus).toBe(404);
    expect(shaped('header-mismatch').modern.httpStatus).toBe(400);
    expect(shaped('error-data-false').modern.response).toMatchObject({ error: { data: false } });
    expect(shaped('exmcp-wrapped').modern.response).toMatchObject({ result: { content: { value: 42, unit: 'ms' } } });
    expect(shaped('exmcp-not-wrapped').modern.response).toMatchObject({ result: { value: 42, unit: 'ms' } });
    expect(shaped('exmcp-atom-keys').modern.response).toMatchObject({
      result: { isError: true, structured_content: { free: 0 } },
    });
    for (const id of ['exmcp-struct-redacted', 'exmcp-pid-redacted']) {
      expect(shaped(id).modern.response).toMatchObject({
        result: { content: [{ type: 'text', text: 'Tool execution failed' }], isError: true },
      });
      expect(shaped(id).modernText).not.toMatch(/secrets|PID/);
    }
    expect(shaped('exmcp-message-kept').modern.response).toMatchObject({
      result: { content: [{ text: 'Tool execution failed: upstream API returned 503' }] },
    });
  });
});

describe('the checker on every example', () => {
  // Only these examples force a divergence on purpose; every other one must conform.
  const EXPECTED: Record<string, string[]> = {
    'input-required-empty': ['R-MRTR-2'],
    'read-strips-echo': ['R-META-6'], // progressToken is kept by the seed, noted at info level
    'call-keeps-meta': ['R-META-6', 'R-META-6', 'R-META-6', 'R-META-6', 'R-META-6'],
    'exmcp-wrapped': ['R-TOOLS-7'], // rc.5 wrap_bare_map puts a map in content
    'exmcp-not-wrapped': ['R-TOOLS-7'], // and without it there is no content at all
  };
  it.each(EXAMPLES.map((e) => [e.id, e] as const))('%s', (id, example) => {
    const preview = computePreview(example.input);
    if (!preview.ok) throw new Error(id);
    const findings = computeVerdict(example.input, preview).findings;
    expect(findings.map((f) => f.rule)).toEqual(EXPECTED[id] ?? []);
  });
});
