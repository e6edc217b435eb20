import { satisfies } from '../checks';
import { DEMO_SERVER_INFO, spec } from '../spec-links';
import type { StepDefinition } from '../types';

const options = { serverInfo: DEMO_SERVER_INFO };
const request = { method: 'tools/call', params: { name: 'hourly_forecast', arguments: { city: 'Paris' } } };
const listing =
  '{:ok, %{"tools" => [%{"name" => "hourly_forecast",\n  "inputSchema" => %{"type" => "object", "properties" => %{"city" => %{"type" => "string"}}},\n  "outputSchema" => %{"type" => "array", "items" => %{"type" => "object", "properties" => %{"hour" => %{"type" => "string"}}}}}]}}';
const answer =
  '{:ok, %{"content" => [%{"type" => "text", "text" => "[{\\"hour\\":\\"09:00\\"}]"}],\n        "structuredContent" => [%{"hour" => "09:00"}]}}';

export const toolSchemas: StepDefinition = {
  id: 'tool-schemas',
  title: 'Looser tool schemas',
  summary:
    'outputSchema may be any JSON Schema 2020-12 and structuredContent any JSON value; tools/list keeps one order.',
  changes: ['m10'],
  explanation: [
    'In 2025-11-25 an outputSchema had to describe an object, so a tool returning a list had to wrap it ({"forecasts": […]}). In 2026-07-28 outputSchema may be any JSON Schema 2020-12, an array or a number included, and structuredContent may be any JSON value, even null.',
    'inputSchema still needs "type": "object" at its root, but may now use oneOf, $ref, $defs and the rest of 2020-12. Validators must not fetch remote $ref documents by default and should bound the cost of composition keywords. Keep mirroring structuredContent as a text block for clients that read only text.',
  ],
  reading: {
    changes: ['m3'],
    paragraphs: [
      'tools/list should return the same tools in the same order every time, so clients can cache it and model prompt caches stay warm.',
    ],
  },
  spec: [
    spec('server/tools', 'structured-content', 'Structured content'),
    spec('server/tools', 'output-schema', 'Output schema'),
    spec('server/tools', 'capabilities', 'Deterministic order'),
  ],
  example: { cases: [{ request: { method: 'tools/list' }, handler: listing, options }] },
  exercise: {
    kind: 'handler',
    task: 'hourly_forecast declares an array outputSchema (see above). Write its tools/call result: structuredContent is the array of hours itself, with one entry for 09:00, mirrored as text.',
    hint: 'structuredContent takes a list directly: [%{"hour" => "09:00"}]; the text block carries the same JSON (R-TOOLS-7, R-TOOLS-10).',
    request,
    options,
    start:
      '{:ok, %{"content" => [%{"type" => "text", "text" => "{\\"forecasts\\":[{\\"hour\\":\\"09:00\\"}]}"}],\n        "structuredContent" => %{"forecasts" => [%{"hour" => "09:00"}]}}}',
    solution: answer,
    teaches: ['R-TOOLS-10'],
    checks: [
      satisfies(
        '/result/structuredContent',
        (v) => Array.isArray(v),
        'structuredContent must be the array itself, no wrapping object.',
      ),
      satisfies(
        '/result/structuredContent',
        (v) => !Array.isArray(v) || v.length === 1,
        'The task asks for one entry, the 09:00 hour.',
      ),
      satisfies('/result/structuredContent/0/hour', (v) => v === '09:00', 'The first entry must be the 09:00 hour.'),
    ],
  },
  wrong: {
    text: '{:ok, %{"content" => [], "structuredContent" => [%{"hour" => "09:00"}]}}',
    feedback: 'R-TOOLS-10',
  },
};
