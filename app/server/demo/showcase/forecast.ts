import type { JsonObject } from '../../../../src';
import type { ToolDef } from '../surface/catalog';
import { toolError, toolText } from './results';

const SKIES = ['sunny', 'cloudy', 'showers', 'windy', 'fog', 'thunderstorms', 'clear'];

/**
 * `forecast`: three `x-mcp-header` parameters (string, integer, boolean), so its calls carry
 * Mcp-Param-Region, Mcp-Param-Days and Mcp-Param-Detailed that the server checks against the body.
 */
export const forecastTool: ToolDef = {
  tool: {
    name: 'forecast',
    title: 'Weather forecast',
    description: 'A made-up forecast for a region. Its parameters are mirrored into Mcp-Param-* headers.',
    inputSchema: {
      type: 'object',
      properties: {
        region: { type: 'string', description: 'Region name, e.g. us-west1', 'x-mcp-header': 'Region' },
        days: { type: 'integer', minimum: 1, maximum: 7, description: 'Days ahead (1-7)', 'x-mcp-header': 'Days' },
        detailed: { type: 'boolean', description: 'Add wind and humidity', 'x-mcp-header': 'Detailed' },
      },
      required: ['region'],
    },
    outputSchema: {
      type: 'object',
      properties: {
        region: { type: 'string' },
        days: {
          type: 'array',
          items: {
            type: 'object',
            properties: { day: { type: 'integer' }, sky: { type: 'string' }, highC: { type: 'integer' } },
            required: ['day', 'sky', 'highC'],
          },
        },
      },
      required: ['region', 'days'],
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async call(args) {
    const region = args['region'];
    const days = args['days'] ?? 3;
    if (typeof region !== 'string' || region.trim() === '') return toolError('"region" must be a non-empty string.');
    if (typeof days !== 'number' || !Number.isInteger(days) || days < 1 || days > 7)
      return toolError('"days" must be an integer from 1 to 7.');
    const seed = [...region].reduce((n, c) => n + c.charCodeAt(0), 0);
    const list: JsonObject[] = Array.from({ length: days }, (_, i) => ({
      day: i + 1,
      sky: SKIES[(seed + i) % SKIES.length]!,
      highC: 8 + ((seed * (i + 3)) % 20),
      ...(args['detailed'] === true ? { windKph: (seed + i * 7) % 40, humidity: 40 + ((seed + i) % 50) } : {}),
    }));
    const structured = { region, days: list };
    return { kind: 'ok', result: { content: [toolText(JSON.stringify(structured))], structuredContent: structured } };
  },
};
