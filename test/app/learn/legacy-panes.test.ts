import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import {
  CallToolResultSchema,
  CreateTaskResultSchema,
  EmptyResultSchema,
  ErrorCode,
  GetPromptResultSchema,
  InitializeRequestSchema,
  InitializeResultSchema,
  JSONRPCErrorResponseSchema,
  JSONRPCResultResponseSchema,
  ListToolsResultSchema,
  ReadResourceResultSchema,
  type JSONRPCMessage,
} from '@modelcontextprotocol/sdk/types.js';
import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { isJsonObject, parseHandlerResult, toLegacyResponse } from '../../../src/index';
import { legacyPane, type LegacyPane } from '../../../app/features/learn/model/legacy-form';
import { shapeCase } from '../../../app/features/learn/model/shape-case';
import { STEPS } from '../../../app/features/learn/model/steps';
import type { ShapeCase } from '../../../app/features/learn/model/types';

// The 2025-11-25 schemas are the SDK 1.x's (its LATEST_PROTOCOL_VERSION is 2025-11-25). They let
// unknown result members through, and 1.32.2 already carries `extensions`, so the members 2026-07-28
// introduced (its changelog) are refused by name as well.
const NEW_IN_2026 = new Set([
  'resultType',
  'ttlMs',
  'cacheScope',
  'pollIntervalMs',
  'inputRequests',
  'inputResponses',
  'requestState',
  'supportedVersions',
  'extensions',
]);

const RESULT_SCHEMAS: Record<string, ZodType> = {
  initialize: InitializeResultSchema,
  'tools/list': ListToolsResultSchema,
  'tools/call': CallToolResultSchema,
  'resources/read': ReadResourceResultSchema,
  'prompts/get': GetPromptResultSchema,
  ping: EmptyResultSchema,
  'logging/setLevel': EmptyResultSchema,
};

/** The error codes a 2025-11-25 server could send: JSON-RPC's, resource-not-found and URL elicitation. */
const LEGACY_CODES = new Set<number>([
  ErrorCode.ParseError,
  ErrorCode.InvalidRequest,
  ErrorCode.MethodNotFound,
  ErrorCode.InvalidParams,
  ErrorCode.InternalError,
  ErrorCode.UrlElicitationRequired,
  -32002,
]);

function newKeys(value: unknown, at = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => newKeys(v, `${at}/${i}`));
  if (!isJsonObject(value)) return [];
  return Object.entries(value).flatMap(([k, v]) => [
    ...(NEW_IN_2026.has(k) || k.startsWith('io.modelcontextprotocol/') ? [`${at}/${k}`] : []),
    // A tool's own schemas may name anything.
    ...(k === 'inputSchema' || k === 'outputSchema' || k === 'requestedSchema' ? [] : newKeys(v, `${at}/${k}`)),
  ]);
}

/** What is wrong with a pane as a 2025-11-25 message, or [] when a 2025 server could have sent it. */
function legacyProblems(method: string, pane: LegacyPane, task: boolean): string[] {
  if (pane.form === 'none') return [];
  const problems: string[] = [];
  const message = pane.response;
  const asked = pane.form === 'initialize' ? 'initialize' : method;
  if (pane.request && !InitializeRequestSchema.safeParse(pane.request).success) problems.push('bad initialize request');
  if ('error' in message) {
    if (!JSONRPCErrorResponseSchema.safeParse(message).success) problems.push('not a 2025 error response');
    const code = isJsonObject(message['error']) ? message['error']['code'] : undefined;
    if (typeof code !== 'number' || !LEGACY_CODES.has(code)) problems.push(`code ${String(code)} did not exist`);
  } else {
    if (!JSONRPCResultResponseSchema.safeParse(message).success) problems.push('not a 2025 result response');
    const schema = task ? CreateTaskResultSchema : RESULT_SCHEMAS[asked];
    if (!schema) problems.push(`no 2025 method ${asked}`);
    else {
      const parsed = schema.safeParse(message['result']);
      if (!parsed.success) problems.push(`${asked}: ${parsed.error.message}`);
    }
  }
  problems.push(...newKeys(message).map((k) => `2026 member ${k}`));
  if (pane.httpStatus !== 200) problems.push(`HTTP ${pane.httpStatus}`);
  return problems;
}

const cases: [string, ShapeCase][] = STEPS.flatMap((s) =>
  (s.example?.cases ?? []).map((c, i): [string, ShapeCase] => [`${s.id} #${i}`, c]),
);

describe('every "Legacy 2025-11-25" pane of the tour', () => {
  it.each(cases)('%s shows only what a 2025-11-25 server could send', (_name, c) => {
    const shaped = shapeCase(c);
    const task = parseHandlerResult(c.handler).result.kind === 'task';
    expect(legacyProblems(c.request.method, shaped.legacy, task)).toEqual([]);
  });

  it('holds at least the steps that once showed impossible panes to a 2025 form or to "none"', () => {
    const forms = Object.fromEntries(cases.map(([name, c]) => [name, shapeCase(c).legacy.form]));
    expect(forms['discover #0']).toBe('initialize');
    expect(forms['versions #0']).toBe('initialize');
    expect(forms['deprecations #0']).toBe('initialize');
    expect(forms['error-codes #0']).toBe('none');
    expect(forms['tool-schemas #0']).toBe('none');
    expect(forms['removed-methods #0']).toBe('response');
  });

  it('the schema check is not a formality: the library’s raw legacy task (2026 names) fails it', () => {
    const raw = toLegacyResponse(1, 'tools/call', parseHandlerResult(taskHandler).result);
    if (!raw.representable) throw new Error('expected a legacy form');
    const pane: LegacyPane = { form: 'response', response: raw.response, httpStatus: 200, differences: [] };
    expect(legacyProblems('tools/call', pane, true).join('\n')).toMatch(/pollIntervalMs|ttl/);
  });
});

const taskHandler =
  '{:task, %{"taskId" => "t1", "status" => "working", "createdAt" => "2026-07-28T10:30:00Z", "lastUpdatedAt" => "2026-07-28T10:30:00Z", "ttlMs" => 60000, "pollIntervalMs" => 5000}}';

const paneOf = (method: string, handler: string, extra: Partial<ShapeCase['request']> = {}) =>
  legacyPane({ method, ...extra }, parseHandlerResult(handler).result, () => []);

describe('shapes with no 2025-11-25 form say so', () => {
  it.each([
    ['subscriptions/listen', '{:ok, %{}}', /new in 2026-07-28/],
    [
      'tools/call',
      '{:error, -32021, "Missing capability", %{"requiredCapabilities" => %{"sampling" => %{}}}}',
      /-32021/,
    ],
    ['tools/call', '{:error, -32022, "Unsupported protocol version", %{"supported" => ["2026-07-28"]}}', /-32022/],
    ['tools/call', '{:ok, %{"content" => [], "structuredContent" => [1, 2]}}', /structuredContent/],
    ['tools/call', '{:input_required, %{"a" => %{"method" => "roots/list"}}, "s"}', /input_required/],
  ])('%s %s', (method, handler, reason) => {
    const pane = paneOf(method, handler);
    expect(pane.form).toBe('none');
    if (pane.form === 'none') expect(pane.reason).toMatch(reason);
  });

  it('answers the removed ping with the empty result 2025-11-25 required', () => {
    const pane = paneOf('ping', '{:error, -32601, "Method not found", nil}');
    expect(pane.form === 'response' && pane.response['result']).toEqual({});
  });
});

/** A real 2025-11-25 server (the SDK 1.x) answers initialize; its answer is what the pane must show. */
async function realInitialize(
  request: Record<string, unknown>,
  serverInfo: { name: string; version: string },
  capabilities: Record<string, unknown>,
  instructions?: string,
): Promise<JSONRPCMessage> {
  const server = new Server(serverInfo, { capabilities, ...(instructions ? { instructions } : {}) });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  const answer = new Promise<JSONRPCMessage>((resolve) => (clientSide.onmessage = resolve));
  await server.connect(serverSide);
  await clientSide.start();
  await clientSide.send(request as JSONRPCMessage);
  const message = await answer;
  await server.close();
  return message;
}

describe('discover is compared with a real initialize exchange', () => {
  const discoverCases = cases.filter(([, c]) => c.request.method === 'server/discover');
  it.each(discoverCases)('%s: the pane is what the SDK 1.x server answers to the same initialize', async (_n, c) => {
    const pane = shapeCase(c).legacy;
    if (pane.form !== 'initialize' || !pane.request) throw new Error('expected an initialize exchange');
    const result = pane.response['result'] as Record<string, unknown>;
    const real = (await realInitialize(
      pane.request,
      result['serverInfo'] as { name: string; version: string },
      result['capabilities'] as Record<string, unknown>,
      result['instructions'] as string | undefined,
    )) as { result: Record<string, unknown> };
    const { _meta: _ignored, ...withoutMeta } = result;
    expect(real.result).toEqual(withoutMeta);
  });
});
