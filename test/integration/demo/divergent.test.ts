import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkExchange, type RecordedExchange, type SendExchangeInput } from '../../../src';
import { DEPARTURES, type Probe } from '../../../app/server/demo/divergent/departures';
import type { RunningInspector } from '../../../app/server/standalone';
import { answerOf, send, startDemoApp } from './support';

// Each departure of /demo/divergent, sent as its probe: the checker names every rule the README
// table promises, and the same probe to /demo/mcp names none of them.

let app: RunningInspector;
const schemas = new Map<string, Record<string, unknown>>();
let nextId = 1;

beforeAll(async () => {
  app = await startDemoApp();
  const list = answerOf(await send({ url: `${app.origin}/demo/mcp`, method: 'tools/list', id: 0 }));
  for (const tool of (list['result'] as { tools: { name: string; inputSchema: Record<string, unknown> }[] }).tools)
    schemas.set(tool.name, tool.inputSchema);
});
afterAll(() => app.close());

async function probe(path: string, p: Probe): Promise<RecordedExchange> {
  const url = `${app.origin}${path}`;
  const base: Partial<SendExchangeInput> = {
    ...(p.clientCapabilities ? { clientCapabilities: p.clientCapabilities } : {}),
    ...(p.protocolVersion ? { protocolVersion: p.protocolVersion } : {}),
  };
  let taskId: unknown;
  if (p.needsTask) {
    const created = await send({
      url,
      id: nextId++,
      ...base,
      method: 'tools/call',
      params: { name: 'generate_report', arguments: { topic: 'probe', steps: 1 } },
      toolInputSchema: schemas.get('generate_report')!,
    });
    taskId = (answerOf(created)['result'] as { taskId: string }).taskId;
  }
  return send({
    url,
    id: nextId++,
    ...base,
    method: p.method,
    params: { ...p.params, ...(taskId ? { taskId } : {}) },
    ...(p.progressToken ? { meta: { progressToken: p.progressToken } } : {}),
    ...(p.headers ? { headers: p.headers } : {}),
    ...(p.withoutEnvelope ? { envelope: false } : {}),
    ...(p.tool ? { toolInputSchema: schemas.get(p.tool)! } : {}),
  });
}

const rulesOf = (r: RecordedExchange): string[] => [...new Set(checkExchange(r, { strict: true }).map((f) => f.rule))];

describe('/demo/divergent', () => {
  it.each(DEPARTURES.map((d) => [d.id, d] as const))('%s: the checker reports its rules', async (_id, departure) => {
    const diverging = rulesOf(await probe('/demo/divergent', departure.probe));
    expect(diverging).toEqual(expect.arrayContaining(departure.rules));
    const control = rulesOf(await probe('/demo/mcp', departure.probe));
    expect(control.filter((rule) => departure.rules.includes(rule))).toEqual([]);
  });

  it('server/discover alone shows at least three different divergences', async () => {
    const findings = checkExchange(await probe('/demo/divergent', { method: 'server/discover' }), { strict: true });
    const rules = new Set(findings.filter((f) => f.severity !== 'info').map((f) => f.rule));
    expect(rules.size).toBeGreaterThanOrEqual(3);
  });

  it('still refuses foreign origins like a real server', async () => {
    const r = await send({
      url: `${app.origin}/demo/divergent`,
      id: 1,
      method: 'server/discover',
      headers: { Origin: 'http://evil.example' },
    });
    expect(r.response.status).toBe(403);
  });

  it('documents every departure in the README table', () => {
    const readme = readFileSync('app/server/demo/README.md', 'utf8');
    const rows = readme.split('\n').map((line) => line.split('|').map((cell) => cell.trim()));
    for (const d of DEPARTURES) {
      const row = rows.find((cells) => cells[1] === `\`${d.id}\``);
      expect(row?.at(-2), d.id).toBe(d.rules.join(', '));
    }
  });
});
