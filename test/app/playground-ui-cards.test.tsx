import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CacheCard } from '../../app/features/playground/cache-card';
import { InputPanel } from '../../app/features/playground/input-panel';
import { IntermediatePanel } from '../../app/features/playground/intermediate-panel';
import { computePreview, type PreviewOk } from '../../app/features/playground/model/compute-preview';
import { parseDecisions } from '../../app/features/playground/model/decisions-doc';
import { findExample } from '../../app/features/playground/model/examples';
import { fixFor } from '../../app/features/playground/model/finding-fixes';
import { freshUntil } from '../../app/features/playground/model/fresh-until';
import { DEFAULT_INPUT, type PlaygroundInput } from '../../app/features/playground/model/input';
import { redactionOf } from '../../app/features/playground/model/redaction';
import { removedGhosts } from '../../app/features/playground/model/removed-ghosts';
import { staleAgainst } from '../../app/features/playground/model/staleness';
import { computeVerdict } from '../../app/features/playground/model/verdict';
import { ResponsePanel } from '../../app/features/playground/response-panel';
import { StatusCard } from '../../app/features/playground/status-card';
import { VerdictCard } from '../../app/features/playground/verdict-card';
import { explainModern } from '../../src/index';

vi.mock('../../app/editor', () => import('./editor-mock'));
afterEach(cleanup);

const preview = (input: PlaygroundInput) => computePreview(input) as PreviewOk;
const judge = (input: PlaygroundInput) => computeVerdict(input, preview(input));
const example = (id: string) => findExample(id)!.input;
const STALE = 'Syntax error at line 1, column 9 in the handler result';

describe('stale panels (item 4)', () => {
  it('staleAgainst names the input problem with its position, then an option field, else nothing', () => {
    const broken = computePreview({ ...DEFAULT_INPUT, text: '{:ok, %{' });
    expect(staleAgainst(broken, [])).toMatch(/^Syntax error at line 1, column \d+ in the handler result$/);
    expect(staleAgainst(computePreview({ ...DEFAULT_INPUT, text: '{:ok, 42}' }), [])).not.toBeNull();
    expect(staleAgainst(preview(DEFAULT_INPUT), [{ field: 'config cache_ttl_ms', message: 'empty' }])).toBe(
      'the config cache_ttl_ms field: empty',
    );
    expect(staleAgainst(preview(DEFAULT_INPUT), [])).toBeNull();
  });

  it('every card is marked stale, saying against what, in neutral colour; the verdict claims nothing', () => {
    const p = preview(DEFAULT_INPUT);
    render(
      <>
        <StatusCard modern={p.modern} stale={STALE} />
        <CacheCard cache={p.modern.cache} handlerResult={p.handlerResult} now={0} stale={STALE} />
        <VerdictCard verdict={judge(DEFAULT_INPUT)} stale={STALE} />
        <ResponsePanel preview={p} theme="light" stale={STALE} />
      </>,
    );
    for (const id of ['status-card', 'cache-card', 'verdict-card']) {
      const card = screen.getByTestId(id);
      expect(card.className).toContain('card-neutral');
    }
    for (const id of ['status-card', 'cache-card', 'response-panel'])
      expect(screen.getByTestId(id).querySelector('[data-testid="stale-mark"]')?.getAttribute('title')).toContain(
        STALE,
      );
    // The sentence saying why is the preview's, once: no panel repeats it.
    expect(screen.queryByTestId('stale-note')).toBeNull();
    expect(screen.getByTestId('verdict-card').textContent).not.toContain('conforms');
    expect(screen.getByTestId('verdict-headline').textContent).toContain('Not judged');
  });

  it('the intermediate panel is stale too, and shows no redaction note for a stale input', () => {
    const p = preview(example('exmcp-wrapped'));
    render(<IntermediatePanel intermediate={p.intermediate!} stale={STALE} />);
    expect(screen.getByTestId('stale-mark').title).toContain(STALE);
    expect(screen.queryByTestId('redaction-note')).toBeNull();
  });
});

describe('era verdict (item 5)', () => {
  it('with request _meta {} the verdict is "not judged as a 2026-07-28 exchange", and the fix restores the envelope', () => {
    const input = { ...DEFAULT_INPUT, requestMeta: '{}', text: '{:ok, %{"tools" => [%{"name" => "x"}]}}' };
    const onPatchMeta = vi.fn();
    render(<VerdictCard verdict={judge(input)} requestMeta="{}" onPatchMeta={onPatchMeta} />);
    expect(screen.getByTestId('verdict-headline').textContent).toMatch(/^Not judged as a 2026-07-28 exchange\./);
    expect(screen.getByTestId('verdict-card').textContent).not.toContain('conforms');
    fireEvent.click(screen.getByRole('button', { name: 'Restore the 2026-07-28 envelope' }));
    const restored = onPatchMeta.mock.calls[0]?.[0] as string;
    expect(JSON.parse(restored)).toMatchObject({ 'io.modelcontextprotocol/protocolVersion': '2026-07-28' });
    expect(judge({ ...input, requestMeta: restored }).findings.map((f) => f.rule)).toContain('R-TOOLS-2');
  });
});

describe('findings told apart (item 16)', () => {
  it('a task without the tasks extension is one R-TASK-1 finding, its related rule and a fix that declares it', () => {
    const input = { ...example('task'), requestMeta: DEFAULT_INPUT.requestMeta };
    const verdict = judge(input);
    expect(verdict.findings.map((f) => f.rule)).toEqual(['R-TASK-1']);
    const onPatchMeta = vi.fn();
    render(<VerdictCard verdict={verdict} requestMeta={input.requestMeta} onPatchMeta={onPatchMeta} />);
    expect(screen.getByTestId('finding-related').textContent).toContain('R-RESULT-TYPE-5');
    expect(screen.getByTestId('finding-fix').textContent).toContain('extensions["io.modelcontextprotocol/tasks"]');
    fireEvent.click(screen.getByRole('button', { name: 'Declare the tasks extension' }));
    const declared = onPatchMeta.mock.calls[0]?.[0] as string;
    expect(judge({ ...input, requestMeta: declared }).findings).toEqual([]);
  });

  it('has no fix to offer for a rule it does not know', () => {
    expect(fixFor({ rule: 'R-RPC-1' }, '{}')).toBeNull();
  });
});

describe('cache card (item 17)', () => {
  it.each([
    [60_000, 'in 1 minute (12:01:00 PM)'],
    [300_000, 'in 5 minutes (12:05:00 PM)'],
    [2 * 86_400_000, 'in 2 days (Dec 2, 2026, 12:00:00 PM)'],
    [500, 'in 500 ms (12:00:00 PM)'],
    [0, 'never: ttlMs 0 means a client may not reuse it'],
  ])('fresh until for ttlMs %d', (ttl, text) => {
    expect(freshUntil(Date.UTC(2026, 10, 30, 12), ttl, 'en-US', 'UTC')).toBe(text);
  });

  it('says when an override is ignored on a method that is not cacheable', () => {
    const modern = explainModern(1, 'tools/call', { kind: 'ok', result: {} }, { cache: { ttlMs: 5, scope: 'public' } });
    render(<CacheCard cache={modern.cache} handlerResult={{ kind: 'ok', result: {} }} now={0} overrideEnabled />);
    expect(screen.getByTestId('cache-override-ignored').textContent).toContain('ignored');
  });
});

describe('removed members (item 8)', () => {
  it('become ghost lines under their object, and no highlight strikes through the kept or added members', () => {
    const p = preview(example('read-strips-echo'));
    const ghosts = removedGhosts(p.modern.steps);
    expect(ghosts.map((g) => g.label)).toEqual([
      'io.modelcontextprotocol/protocolVersion',
      'io.modelcontextprotocol/clientCapabilities',
      'io.modelcontextprotocol/clientInfo',
      'io.modelcontextprotocol/logLevel',
    ]);
    expect(new Set(ghosts.map((g) => g.after))).toEqual(new Set(['/result/_meta']));
    expect(ghosts[3]?.text).toBe('"io.modelcontextprotocol/logLevel": "info"');
    render(<ResponsePanel preview={p} theme="light" stale={null} />);
    const annotations = JSON.parse(screen.getByTestId('modern-response').dataset['annotations'] ?? '[]') as {
      kind: string;
    }[];
    expect(annotations.map((a) => a.kind)).not.toContain('removed');
  });
});

describe('redaction note (item 14)', () => {
  it.each([
    ['exmcp-pid-redacted', '{:timeout, #PID<0.231.0>}', /tuple is never client-safe/],
    ['exmcp-struct-redacted', '%File.Error{', /has no message field/],
  ])('%s: says what was withheld and why', (id, withheld, why) => {
    const redaction = redactionOf(example(id).text);
    expect(redaction?.withheld).toContain(withheld);
    expect(redaction?.why).toMatch(why);
    render(<IntermediatePanel intermediate={preview(example(id)).intermediate!} redaction={redaction} />);
    expect(screen.getByTestId('redaction-note').textContent).toContain('Tool execution failed');
  });

  it('has nothing to say when the reason is kept', () => {
    expect(redactionOf(example('exmcp-message-kept').text)).toBeNull();
    expect(redactionOf('{:error, :not_found}')).toBeNull();
  });
});

describe('decisions (item 19)', () => {
  it('docs/decisions.md has D1-D8, each with an explanation, and the cache card links D2 to it', () => {
    const decisions = parseDecisions(readFileSync('docs/decisions.md', 'utf8'));
    expect(decisions.map((d) => d.id)).toEqual(['D1', 'D2', 'D3', 'D4', 'D5', 'D6', 'D7', 'D8']);
    for (const d of decisions) expect(d.paragraphs.length, d.id).toBeGreaterThan(0);
    const p = preview(example('handler-hints-replaced'));
    render(<CacheCard cache={p.modern.cache} handlerResult={p.handlerResult} now={0} />);
    expect(screen.getByTestId('decision-link-D2').title).toContain('docs/decisions.md');
  });

  it('turns decision ids in the input notes into links to docs/decisions.md', () => {
    const p = { ...preview(DEFAULT_INPUT), notes: ['~U[…] is encoded as Jason does (D7).'] };
    render(<InputPanel text={DEFAULT_INPUT.text} onChange={() => {}} preview={p} lastGood={p} theme="light" />);
    expect(screen.getByTestId('parse-notes').textContent).toBe('~U[…] is encoded as Jason does (D7).');
    expect(screen.getByTestId('decision-link-D7').tagName).toBe('BUTTON');
  });
});
