import type { JsonObject } from '../../../../src';
import { textResult, toolError, toolText } from '../showcase/results';
import type { ToolDef } from '../surface/catalog';
import { sleep } from '../surface/sleep';
import { fixtureTool, stringArg } from './fixture';
import { RED_PIXEL_PNG, toneWav } from './media';

const image = (): JsonObject => ({ type: 'image', data: RED_PIXEL_PNG, mimeType: 'image/png' });

// The suite's tools-call-* scenarios: one content type each, a tool error, progress, logging.
const contentTools: ToolDef[] = [
  {
    tool: fixtureTool('test_simple_text', 'simple text', 'Returns one text block.'),
    call: async () => textResult('Plain text from the demo server.'),
  },
  {
    tool: fixtureTool('test_image_content', 'image', 'Returns one image block (a 1×1 red PNG).'),
    call: async () => ({ kind: 'ok', result: { content: [image()] } }),
  },
  {
    tool: fixtureTool('test_audio_content', 'audio', 'Returns one audio block (a 50 ms tone as audio/wav).'),
    call: async () => ({
      kind: 'ok',
      result: { content: [{ type: 'audio', data: toneWav(), mimeType: 'audio/wav' }] },
    }),
  },
  {
    tool: fixtureTool('test_embedded_resource', 'embedded resource', 'Returns one embedded text resource.'),
    call: async () => ({
      kind: 'ok',
      result: {
        content: [
          {
            type: 'resource',
            resource: {
              uri: 'test://embedded-resource',
              mimeType: 'text/plain',
              text: 'Text of a resource embedded in a tool result.',
            },
          },
        ],
      },
    }),
  },
  {
    tool: fixtureTool('test_multiple_content_types', 'mixed content', 'Returns text, image and resource blocks.'),
    call: async () => ({
      kind: 'ok',
      result: {
        content: [
          toolText('A text block, an image block and an embedded resource:'),
          image(),
          {
            type: 'resource',
            resource: {
              uri: 'test://mixed-content-resource',
              mimeType: 'application/json',
              text: JSON.stringify({ kind: 'embedded', blocks: 3 }),
            },
          },
        ],
      },
    }),
  },
  {
    tool: fixtureTool(
      'test_error_handling',
      'tool error',
      'Fails with a tool execution error (isError), not a JSON-RPC error.',
    ),
    call: async () =>
      toolError('This tool always fails: the error is reported in the result (isError), as tools should.'),
  },
  {
    tool: fixtureTool(
      'test_tool_with_progress',
      'progress',
      'Reports progress 0, 50 and 100 of 100, about 50 ms apart, when the request has a progressToken.',
    ),
    async call(_args, ctx) {
      for (const progress of [0, 50, 100]) {
        if (progress > 0) await sleep(50, ctx.signal);
        ctx.progress(progress, 100, `${progress}% done`);
      }
      return textResult('Progress reported: 0, 50, 100 of 100.');
    },
  },
  {
    tool: fixtureTool(
      'test_logging_tool',
      'per-request log level',
      "Logs at debug, info and warning; only messages at or above the request's _meta logLevel are sent, none without one.",
    ),
    async call(_args, ctx) {
      ctx.log('debug', 'Logging tool started.');
      await sleep(10, ctx.signal);
      ctx.log('info', 'Logging tool is working.');
      await sleep(10, ctx.signal);
      ctx.log('warning', 'Logging tool finished with a warning.');
      const level = ctx.request.logLevel;
      return textResult(level ? `Logged at or above ${level}.` : 'No logLevel in _meta: nothing was logged.');
    },
  },
];

// JSON Schema 2020-12 keywords the suite expects to survive tools/list: $schema, $defs with an
// $anchor, $ref, allOf/anyOf, if/then/else and additionalProperties.
const shipmentSchema: JsonObject = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  type: 'object',
  $defs: {
    address: {
      $anchor: 'postalAddress',
      type: 'object',
      properties: { line: { type: 'string' }, postcode: { type: 'string' }, country: { type: 'string' } },
      required: ['line', 'country'],
    },
  },
  properties: {
    recipient: { type: 'string', minLength: 1 },
    address: { $ref: '#/$defs/address' },
    delivery: { type: 'string', enum: ['courier', 'locker'] },
    lockerId: { type: 'string' },
    phone: { type: 'string' },
  },
  required: ['recipient', 'delivery'],
  allOf: [{ anyOf: [{ required: ['address'] }, { required: ['lockerId'] }] }],
  if: { properties: { delivery: { const: 'courier' } }, required: ['delivery'] },
  then: { required: ['address', 'phone'] },
  else: { required: ['lockerId'] },
  additionalProperties: false,
};

const schemaTool: ToolDef = {
  tool: {
    ...fixtureTool(
      'json_schema_2020_12_tool',
      'JSON Schema 2020-12',
      'Plans a shipment; its inputSchema uses $defs, $anchor, $ref, allOf/anyOf, if/then/else and additionalProperties.',
    ),
    inputSchema: shipmentSchema,
  },
  async call(args) {
    const recipient = stringArg(args, 'recipient', '');
    const delivery = args['delivery'];
    if (recipient === '' || (delivery !== 'courier' && delivery !== 'locker'))
      return toolError('"recipient" (a non-empty string) and "delivery" ("courier" or "locker") are required.');
    if (delivery === 'courier' && (args['address'] === undefined || typeof args['phone'] !== 'string'))
      return toolError('A courier delivery needs "address" and "phone".');
    if (delivery === 'locker' && typeof args['lockerId'] !== 'string')
      return toolError('A locker delivery needs "lockerId".');
    return textResult(`Shipment to ${recipient} by ${delivery} planned.`);
  },
};

/** The content, error, progress, logging and schema fixtures, in listing order. */
export const CONTENT_FIXTURES: readonly ToolDef[] = [...contentTools, schemaTool];
