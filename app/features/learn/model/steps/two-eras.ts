import { isJsonObject } from '../../../../../src/index';
import { custom, equals, toolNamed, toolsOf } from '../checks';
import { DEMO_SERVER_INFO, spec } from '../spec-links';
import type { StepDefinition } from '../types';

const request = { method: 'tools/list' };
const options = { serverInfo: DEMO_SERVER_INFO };

export const twoEras: StepDefinition = {
  id: 'two-eras',
  title: 'One handler result, two wire shapes',
  summary: 'Your handler returns the same neutral value; the protocol era decides what goes on the wire.',
  changes: ['M8', 'm5', 'M2'],
  explanation: [
    'A server handler hands back a plain value, for example the list of its tools. What the client finally receives depends on the protocol revision the exchange uses.',
    'For 2025-11-25 that value is sent almost untouched. For 2026-07-28 the shaper adds a few members to every answer: what kind of result it is (resultType), how long it may be cached (ttlMs, cacheScope), and which server sent it (serverInfo inside _meta).',
    'The rest of this tour takes those additions, and the other 2026 changes, one at a time. Every response you see here is computed by the shaping library from the handler result shown, and every verdict comes from the divergence checker.',
  ],
  spec: [spec('changelog', '', 'Changelog of 2026-07-28'), spec('basic', 'resulttype', 'Result types')],
  example: {
    cases: [
      {
        request,
        handler: '{:ok, %{"tools" => [%{"name" => "get_weather", "inputSchema" => %{"type" => "object"}}]}}',
        options,
      },
    ],
  },
  exercise: {
    kind: 'handler',
    task: 'Add a second tool named get_time whose inputSchema is an object that allows no extra properties. The response must pass the checker with no error and no warning.',
    hint: 'Each tool is a map with "name" and "inputSchema"; a tool input schema must have "type" => "object" at its root (R-TOOLS-2).',
    request,
    options,
    start: '{:ok, %{"tools" => [%{"name" => "get_weather", "inputSchema" => %{"type" => "object"}}]}}',
    solution:
      '{:ok, %{"tools" => [\n  %{"name" => "get_weather", "inputSchema" => %{"type" => "object"}},\n  %{"name" => "get_time", "inputSchema" => %{"type" => "object", "additionalProperties" => false}}\n]}}',
    checks: [
      custom((o) => (toolNamed(o, 'get_weather') ? null : 'Keep get_weather: the task adds a tool next to it.')),
      custom((o) => {
        const tool = toolNamed(o, 'get_time');
        if (!tool) return 'Add a tool named get_time.';
        const schema = isJsonObject(tool['inputSchema']) ? tool['inputSchema'] : {};
        return schema['additionalProperties'] === false
          ? null
          : 'get_time must forbid extra properties with "additionalProperties" => false.';
      }),
      custom((o) => (toolsOf(o).length === 2 ? null : `List exactly two tools (there are ${toolsOf(o).length}).`)),
      equals('/result/resultType', 'complete', 'The shaped result must be complete.'),
    ],
  },
  ownServer: 'tools/list',
  wrong: {
    text: '{:ok, %{"tools" => [\n  %{"name" => "get_weather", "inputSchema" => %{"type" => "object"}},\n  %{"name" => "get_time", "inputSchema" => %{"type" => "array"}}\n]}}',
    feedback: 'R-TOOLS-2',
  },
};
