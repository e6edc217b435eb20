import { APP_MIME_TYPE, APPS_EXTENSION, SKILLS_EXTENSION, TASKS_EXTENSION } from '../../../../../src/index';
import { equals, satisfies } from '../checks';
import { DEMO_SERVER_INFO, spec, TASKS_SEP } from '../spec-links';
import type { StepDefinition } from '../types';

// tasks/get from a client that did not declare the tasks extension in this request.
const request = { method: 'tasks/get', params: { taskId: '786512e2' }, clientCapabilities: {} };
const options = { serverInfo: DEMO_SERVER_INFO };
const served =
  '{:ok, %{"taskId" => "786512e2", "status" => "working",\n   "createdAt" => "2026-07-28T10:30:00Z", "lastUpdatedAt" => "2026-07-28T10:30:00Z"}}';
const refused = `{:error, -32021, "tasks/get needs the tasks extension",\n  %{"requiredCapabilities" => %{"extensions" => %{"${TASKS_EXTENSION}" => %{}}}}}`;

export const extensions: StepDefinition = {
  id: 'extensions',
  title: 'Extensions, declared by both sides',
  summary:
    'A server declares an extension in server/discover, a client in each request; a side that did not declare one gets none of it.',
  changes: ['M6'],
  explanation: [
    `MCP now grows through extensions: tasks (${TASKS_EXTENSION}), skills (${SKILLS_EXTENSION}), MCP Apps (${APPS_EXTENSION}). Each has an id, and a side declares it under extensions: the server in server/discover's capabilities, the client in the clientCapabilities of every request (there is no session to remember it).`,
    "A server may answer with an extension's results only to a request that declared it: a task result for a tools/call that did not declare tasks is an error (R-TASK-1). A request for a gated extension method that did not declare the extension gets -32021 with requiredCapabilities naming it, shaped like clientCapabilities.",
    "Some extensions commit the server instead: a server that declares skills serves skills/list and skills/get to every client. And a client must not call the methods of an extension the server did not declare in server/discover. MCP Apps needs no method of its own: a tool's _meta.ui.resourceUri names a ui:// page the host reads and renders in a sandbox, and the client declares the MIME types it renders.",
  ],
  spec: [TASKS_SEP, spec('basic/versioning', 'extension-negotiation', 'Extension negotiation')],
  example: {
    requests: [
      {
        label: 'tools/call declaring the tasks extension (this request only)',
        input: {
          method: 'tools/call',
          id: 7,
          params: { name: 'slow_job', arguments: {} },
          clientCapabilities: { extensions: { [TASKS_EXTENSION]: {} } },
        },
      },
      {
        label: 'tools/call from a host that renders MCP Apps',
        input: {
          method: 'tools/call',
          id: 8,
          params: { name: 'weather_app', arguments: {} },
          clientCapabilities: { extensions: { [APPS_EXTENSION]: { mimeTypes: [APP_MIME_TYPE] } } },
        },
      },
    ],
  },
  exercise: {
    kind: 'handler',
    task: 'This tasks/get came from a client that declared no extension, yet the handler answers it. Refuse it the way the revision says.',
    hint: 'A method of an extension the request did not declare gets -32021, and data.requiredCapabilities names the extension under "extensions" (R-TASK-7).',
    request,
    options,
    start: served,
    solution: refused,
    checks: [
      equals(
        '/error/code',
        -32021,
        'An undeclared extension method is refused with -32021 (MissingRequiredClientCapability).',
      ),
      satisfies(
        `/error/data/requiredCapabilities/extensions/${TASKS_EXTENSION.replace('/', '~1')}`,
        (v) => typeof v === 'object' && v !== null,
        `requiredCapabilities names the extension: %{"extensions" => %{"${TASKS_EXTENSION}" => %{}}}.`,
      ),
    ],
  },
  wrong: {
    text: '{:error, -32021, "tasks/get needs the tasks extension", %{"requiredCapabilities" => %{}}}',
    feedback: 'R-TASK-7',
  },
};
