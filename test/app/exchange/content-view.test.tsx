import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContentView } from '../../../app/exchange/content/content-view';
import { BLOCKS_SHOWN, MEDIA_CHARS_SHOWN } from '../../../app/exchange/content/content-model';
import { ExchangeView } from '../../../app/exchange/views/exchange-view';
import { exchangeRecord, type Finding, type JsonObject } from '../../../src/index';

vi.mock('../../../app/editor', () => import('../editor-mock'));
afterEach(cleanup);

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGO4qa0NAAMQATBsKv/EAAAAAElFTkSuQmCC';
const WAV = btoa('RIFF\u0024\u0000\u0000\u0000WAVEfmt ');
const show = (result: JsonObject, findings: Finding[] = [], more: Partial<Parameters<typeof ContentView>[0]> = {}) =>
  render(<ContentView result={result} findings={findings} {...more} />);

describe('the rendered content of a result', () => {
  it('renders markdown, sanitized, with a raw toggle', () => {
    show({ content: [{ type: 'text', text: '## Title\n\nSome **bold** text.' }] });
    const md = screen.getByTestId('content-markdown');
    expect(md.textContent).toContain('Title');
    expect(md.querySelector('strong')?.textContent).toBe('bold');
    fireEvent.click(screen.getByTestId('content-raw-toggle'));
    expect(screen.getByTestId('content-text-raw').textContent).toContain('## Title');
  });

  it('never renders server HTML, and leaves only http(s) links clickable', () => {
    show({
      content: [
        {
          type: 'text',
          text: '<img src=x onerror="alert(1)"><script>alert(2)</script>\n\n[bad](javascript:alert(3)) [data](data:text/html,x) [ok](https://example.com/)',
        },
      ],
    });
    const md = screen.getByTestId('content-markdown');
    expect(md.querySelector('img, script')).toBeNull();
    expect(md.textContent).toContain('<img src=x');
    const hrefs = [...md.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([null, null, 'https://example.com/']);
    expect(md.querySelector('a[href]')?.getAttribute('rel')).toBe('noreferrer noopener');
  });

  it('shows an image from a data: URL, audio with controls, and SVG only as an image', () => {
    const svg = btoa('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    show({
      content: [
        { type: 'image', mimeType: 'image/png', data: PNG },
        { type: 'image', mimeType: 'image/svg+xml', data: svg },
        { type: 'audio', mimeType: 'audio/wav', data: WAV },
      ],
    });
    const images = screen.getAllByTestId('content-image') as HTMLImageElement[];
    expect(images.map((i) => i.getAttribute('src')?.slice(0, 26))).toEqual([
      'data:image/png;base64,iVBO',
      'data:image/svg+xml;base64,',
    ]);
    expect(document.querySelector('svg')).toBeNull();
    expect(screen.getByTestId('content-audio').hasAttribute('controls')).toBe(true);
  });

  it('shows a lying MIME type as data, not as an image', () => {
    show({ content: [{ type: 'image', mimeType: 'image/png', data: btoa('<html><script>alert(1)</script>') }] });
    expect(screen.queryByTestId('content-image')).toBeNull();
    expect(screen.getByTestId('content-as-data').textContent).toContain('not the image/png');
  });

  it('caps a 50 MB image and a 100,000-block result with a count', () => {
    const huge = 'A'.repeat(MEDIA_CHARS_SHOWN + 4);
    show({ content: [{ type: 'image', mimeType: 'image/png', data: huge }] });
    expect(screen.queryByTestId('content-image')).toBeNull();
    expect(screen.getByTestId('content-too-large').textContent).toContain('Not rendered');
    cleanup();
    show({ content: Array.from({ length: 100_000 }, (_, i) => ({ type: 'text', text: `block ${i}` })) });
    expect(screen.getAllByTestId('content-block')).toHaveLength(BLOCKS_SHOWN);
    expect(screen.getByTestId('content-hidden').textContent).toBe(
      '99,900 more blocks are not rendered (see the raw JSON).',
    );
  });

  it('a resource link fills in a read when asked and fetches nothing by itself; an embedded resource offers a download', () => {
    const onRead = vi.fn();
    show(
      {
        content: [
          { type: 'resource_link', uri: 'demo://readme', name: 'readme' },
          { type: 'resource', resource: { uri: 'demo://x.csv', mimeType: 'text/csv', text: 'a,b\n1,2' } },
        ],
      },
      [],
      { onReadResource: onRead },
    );
    expect(onRead).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('content-read-link'));
    expect(onRead).toHaveBeenCalledWith('demo://readme');
    expect(screen.getByTestId('content-download').getAttribute('data-mime')).toBe('text/csv');
    expect(screen.getByText('text/csv')).toBeTruthy();
  });

  it('shows annotations, isError, structuredContent as a tree, and links a finding to its marker', () => {
    const finding = {
      rule: 'R-TOOLS-12',
      level: 'MUST',
      severity: 'error',
      pointer: '/result/structuredContent/count',
      message: 'breaks its outputSchema',
      spec: { title: '', url: '' },
    } as Finding;
    const onReveal = vi.fn();
    show(
      {
        content: [{ type: 'text', text: 'x', annotations: { audience: ['user'], priority: 0.5 } }],
        structuredContent: { count: '12' },
        isError: true,
      },
      [finding],
      { onReveal },
    );
    expect(screen.getByTestId('content-annotations').textContent).toBe('for user · priority 0.5');
    expect(screen.getByTestId('content-is-error')).toBeTruthy();
    expect(screen.getByTestId('json-tree').textContent).toContain('count: "12"');
    fireEvent.click(screen.getByTestId('content-finding'));
    expect(onReveal).toHaveBeenCalledWith(finding);
  });

  it('is a tab of the shared exchange view, only for answers that hold content', () => {
    const record = (result: unknown) =>
      exchangeRecord({
        id: 'a',
        startedAt: '2026-07-28T00:00:00.000Z',
        source: 'imported',
        request: {
          url: 'http://127.0.0.1:1/mcp',
          method: 'POST',
          headers: {},
          body: '{"jsonrpc":"2.0","id":1,"method":"tools/call"}',
        },
        response: { status: 200, statusText: '', headers: {}, body: JSON.stringify({ jsonrpc: '2.0', id: 1, result }) },
        timing: { totalMs: 1 },
      });
    render(<ExchangeView record={record({ content: [{ type: 'text', text: 'hello' }] })} revealSecrets={false} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Rendered' }));
    expect(screen.getByTestId('content-markdown').textContent).toContain('hello');
    cleanup();
    render(<ExchangeView record={record({ tools: [] })} revealSecrets={false} />);
    expect(screen.queryByRole('tab', { name: 'Rendered' })).toBeNull();
  });
});
