import { describe, expect, it } from 'vitest';
import { checkExchange, type Finding } from '../../../../src/check/index';
import { parseResponseBody } from '../../../../src/wire/index';
import { loadCaptured, type CapturedExchange } from '../../../fixtures/captured/load';

// SSE per the WHATWG event-stream rules, on captured streams.
const modern = loadCaptured('sdk-server-2.4.0.json').get('tools/call over SSE with progress');
const primed = loadCaptured('legacy-sdk-1.32.2-stateful.json').get('legacy tools/call over SSE with progress');
const summary = (fs: Finding[]) => fs.map((f) => `${f.rule}${f.frame === undefined ? '' : `@${f.frame}`}`);
const withBody = (e: CapturedExchange, body: string): CapturedExchange => ({ ...e, response: { ...e.response, body } });

describe('captured SSE streams', () => {
  it('the 1.32.2 priming event (id: and an empty data:) is no frame', () => {
    expect(primed.response.body).toMatch(/^id: [^\n]+\ndata: \n\n/);
    const parsed = parseResponseBody(primed.response, { id: primed.request.id });
    expect(parsed.problems).toEqual([]);
    expect(parsed.skipped).toBe(1);
    expect(parsed.messages.map((m) => m.frame)).toEqual([0, 1]);
    expect(parsed.response?.frame).toBe(1);
  });

  it('a priming event in front of a 2026-07-28 stream costs nothing but the R-HTTP-8 note on id lines', () => {
    expect(summary(checkExchange(modern))).toEqual([]);
    expect(summary(checkExchange(withBody(modern, `id: s_0\ndata: \n\n${modern.response.body}`)))).toEqual([
      'R-HTTP-8',
    ]);
  });

  const variants: [string, (body: string) => string][] = [
    ['CRLF line ends', (b) => b.replaceAll('\n', '\r\n')],
    ['CR line ends', (b) => b.replaceAll('\n', '\r')],
    ['a leading BOM', (b) => `\uFEFF${b}`],
    ['data: without the space', (b) => b.replaceAll('data: ', 'data:')],
    [
      'comment lines between and inside events',
      (b) => b.replaceAll('event: message\n', ': keep-alive\nevent: message\n: x\n'),
    ],
    ['JSON split over several data lines', (b) => b.replaceAll(',"', ',\ndata: "')],
  ];
  it.each(variants)('%s: the same verdict as the captured stream', (_name, change) => {
    const changed = withBody(modern, change(modern.response.body));
    expect(summary(checkExchange(changed, { strict: true }))).toEqual([]);
    expect(parseResponseBody(changed.response, { id: 14 }).response?.value).toEqual(
      parseResponseBody(modern.response, { id: 14 }).response?.value,
    );
  });

  it('a final event without the blank line: kept, and reported as dropped by EventSource clients', () => {
    const cut = withBody(modern, modern.response.body.replace(/\n\n$/, ''));
    const findings = checkExchange(cut, { strict: true });
    expect(summary(findings)).toEqual(['R-HTTP-5@1']);
    expect(findings[0]?.message).toContain('WHATWG');
    expect(parseResponseBody(cut.response, { id: 14 }).response?.frame).toBe(1);
  });
});
