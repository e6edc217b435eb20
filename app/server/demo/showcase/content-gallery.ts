import type { JsonObject } from '../../../../src';
import { toneWav } from '../conformance/media';
import type { ToolDef } from '../surface/catalog';

const MARKDOWN = [
  '## Content gallery',
  '',
  'Every kind of **content block** a tool result may hold:',
  '',
  '- a chart (an SVG *image*),',
  '- a short tone (audio),',
  '- a link to `demo://readme` (read it with resources/read),',
  '- an embedded CSV resource.',
].join('\n');

const CHART_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="60" viewBox="0 0 120 60">' +
  '<rect width="120" height="60" fill="#f4f4f4"/><rect x="10" y="30" width="20" height="25" fill="#36c"/>' +
  '<rect x="50" y="15" width="20" height="40" fill="#36c"/><rect x="90" y="5" width="20" height="50" fill="#36c"/></svg>';

const CSV = 'day,sky,highC\n1,sunny,21\n2,showers,17\n';

/** The blocks of one gallery answer, in order. */
function blocks(): JsonObject[] {
  return [
    { type: 'text', text: MARKDOWN, annotations: { audience: ['user'], priority: 0.9 } },
    { type: 'image', mimeType: 'image/svg+xml', data: Buffer.from(CHART_SVG).toString('base64') },
    { type: 'audio', mimeType: 'audio/wav', data: toneWav() },
    {
      type: 'resource_link',
      uri: 'demo://readme',
      name: 'readme',
      title: 'The demo server README',
      mimeType: 'text/markdown',
    },
    {
      type: 'resource',
      resource: { uri: 'demo://exports/forecast.csv', mimeType: 'text/csv', text: CSV },
      annotations: { audience: ['assistant'], priority: 0.2 },
    },
  ];
}

/** `content_gallery`: one result with every content kind (markdown text, image, audio, link, embedded resource). */
export const contentGalleryTool: ToolDef = {
  tool: {
    name: 'content_gallery',
    title: 'Content gallery',
    description: 'Returns markdown text, an SVG image, an audio tone, a resource link and an embedded CSV resource.',
    inputSchema: { type: 'object', properties: {} },
    annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
  },
  async call() {
    return { kind: 'ok', result: { content: blocks() } };
  },
};

/**
 * `stock_level`, on /demo/divergent only: its structuredContent breaks its own outputSchema (a count
 * sent as a string, a negative reorder level), so the checker's R-TOOLS-12 has something to show.
 */
export const stockLevelTool: ToolDef = {
  tool: {
    name: 'stock_level',
    title: 'Stock level (breaks its outputSchema)',
    description: 'The stock of an item; its structuredContent departs from its outputSchema on purpose.',
    inputSchema: { type: 'object', properties: { item: { type: 'string', default: 'bolts' } } },
    outputSchema: {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
      properties: {
        item: { type: 'string' },
        count: { type: 'integer', minimum: 0 },
        reorderAt: { type: 'integer', minimum: 0 },
      },
      required: ['item', 'count'],
      additionalProperties: false,
    },
    annotations: { readOnlyHint: true },
  },
  async call(args) {
    const item = typeof args['item'] === 'string' ? args['item'] : 'bolts';
    const structured = { item, count: '12', reorderAt: -5 };
    return {
      kind: 'ok',
      result: { content: [{ type: 'text', text: JSON.stringify(structured) }], structuredContent: structured },
    };
  },
};
