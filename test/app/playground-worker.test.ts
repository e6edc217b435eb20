import { renderHook, waitFor } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { failedVerdict } from '../../app/features/playground/model/checker-failure';
import { computePreview } from '../../app/features/playground/model/compute-preview';
import { DEFAULT_INPUT, type PlaygroundInput } from '../../app/features/playground/model/input';
import { readPlaygroundInput } from '../../app/features/playground/model/validate-input';
import { computeVerdict } from '../../app/features/playground/model/verdict';
import { answerInSteps, answerRequest } from '../../app/features/playground/model/worker-answer';
import type { WorkerReply } from '../../app/features/playground/model/worker-protocol';
import { usePreview } from '../../app/features/playground/use-preview';

// The request _meta that once crashed the worker, and stayed saved across reloads.
const HOSTILE_META = '{"io.modelcontextprotocol/protocolVersion": {"toString": 1}}';
const hostile: PlaygroundInput = { ...DEFAULT_INPUT, requestMeta: HOSTILE_META };

describe('a checker job always ends', () => {
  it('the request _meta {"toString": 1} is judged instead of crashing the checker', () => {
    const preview = computePreview(hostile);
    if (!preview.ok) throw new Error(preview.problem.message);
    const verdict = computeVerdict(hostile, preview);
    expect(verdict.failure).toBeUndefined();
    expect(verdict.findings.length).toBeGreaterThan(0); // the version is not "2026-07-28"
  });

  it('the verdict arrives on the page for that input (no "checking…" forever)', async () => {
    const { result } = renderHook(() => usePreview(hostile));
    await waitFor(() => expect(result.current.pending).toBe(false));
    expect(result.current.verdict?.findings.length).toBeGreaterThan(0);
    expect(result.current.failure).toBeNull();
  });

  it('a job that throws ends with a failure verdict that says so, never "conforms"', () => {
    const reply = answerRequest({ seq: 4, input: DEFAULT_INPUT, wantPreview: false }, () => {
      throw new RangeError('Maximum call stack size exceeded');
    });
    expect(reply).toEqual({ seq: 4, verdict: null, failure: 'the input is nested too deeply for the worker' });
    const verdict = failedVerdict(reply.failure!);
    expect(verdict.findings.map((f) => f.rule)).toEqual(['R-INTERNAL']);
    expect(verdict.findings[0]?.message).toContain('nothing was judged. Retry with Shift+Alt+R');
  });

  it('property: any saved or linked input gets a reply, never an exception', () => {
    const anyInput = fc
      .record({
        text: fc.string({ maxLength: 80 }),
        method: fc.oneof(fc.constantFrom('tools/list', 'tools/call', 'constructor', '__proto__'), fc.string()),
        id: fc.string({ maxLength: 8 }),
        requestMeta: fc.oneof(fc.json({ maxDepth: 3 }), fc.constant(HOSTILE_META), fc.string()),
        preStep: fc.constantFrom('none', 'tool_result', 'tool_result_wrap', 'tool_error_result', 'bogus'),
      })
      .map((raw) => readPlaygroundInput(raw) ?? DEFAULT_INPUT);
    fc.assert(
      fc.property(anyInput, fc.boolean(), (input, wantPreview) => {
        const reply = answerRequest({ seq: 1, input, wantPreview });
        expect(reply.seq).toBe(1);
        expect(reply.failure).toBeUndefined();
      }),
      { numRuns: 300 },
    );
  });

  it('a large input gets its preview before the checker runs (paste-to-preview leaves the checker out)', () => {
    const posts: { reply: WorkerReply; judged: boolean }[] = [];
    let judged = false;
    answerInSteps(
      { seq: 9, input: DEFAULT_INPUT, wantPreview: true },
      (reply) => posts.push({ reply, judged }),
      (input, preview) => {
        judged = true;
        return computeVerdict(input, preview);
      },
    );
    expect(posts.map((p) => [p.reply.early === true, p.judged, 'preview' in p.reply])).toEqual([
      [true, false, true],
      [false, true, false],
    ]);
    expect(answerRequest({ seq: 9, input: DEFAULT_INPUT, wantPreview: true })).toMatchObject({
      seq: 9,
      preview: { ok: true },
      verdict: { findings: [] },
    });
  });
});
