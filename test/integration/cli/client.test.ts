import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInspector, type RunningInspector } from '../../../app/server/standalone';
import type { ScanExchange, ScanReport } from '../../../src';
import { approveAsDemoUser } from '../auth/demo-user';

// The real command, as `npm run client --` runs it; the demo user approves when it prints a URL.
function client(...args: string[]): Promise<{ code: number; stdout: string; stderr: string; approvals: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn('node', ['cli/bin.mjs', 'client', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let approvals = 0;
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      for (const m of chunk.toString().matchAll(/Authorize in a browser: (\S+)/g)) {
        approvals++;
        const url = m[1]!;
        approveAsDemoUser(url, new URL(url).searchParams.get('redirect_uri')!).catch(reject);
      }
    });
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr, approvals }));
  });
}

let inspector: RunningInspector;
beforeAll(async () => {
  inspector = await startInspector();
});
afterAll(() => inspector.close());

// The JSON report names each exchange's JSON-RPC method and params in its request.
type JsonExchange = Omit<ScanExchange, 'request'> & { request: { method: string; params?: Record<string, unknown> } };
const report = (stdout: string) => JSON.parse(stdout) as Omit<ScanReport, 'exchanges'> & { exchanges: JsonExchange[] };

describe('mcp-shape-inspector client', () => {
  it('lists and calls a server that needs no authorization, judged as a scan', async () => {
    const run = await client(
      `${inspector.origin}/demo/mcp`,
      '--format',
      'json',
      '--call',
      'forecast',
      '--args',
      '{"city":"Paris","days":2}',
    );
    expect(run.code).toBe(0);
    const r = report(run.stdout);
    expect(r.verdict).toBe('pass');
    expect(r.exchanges.map((e) => e.request.method)).toEqual(
      expect.arrayContaining(['server/discover', 'tools/list', 'tools/call']),
    );
    const call = r.exchanges.find((e) => e.request.method === 'tools/call')!;
    expect(call.request.params).toMatchObject({ name: 'forecast', arguments: { city: 'Paris', days: 2 } });
    expect(r.exchanges.some((e) => e.probe.startsWith('auth:'))).toBe(false);
    expect(run.approvals).toBe(0);
  });

  it('authorizes against the protected demo, steps up for tools, and keeps tokens in --token-file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mcp-client-'));
    const tokenFile = join(dir, 'tokens.json');
    const url = `${inspector.origin}/demo/protected`;
    const first = await client(url, '--format', 'json', '--call', 'always_fails', '--token-file', tokenFile);
    expect(first.stderr).toContain('auth: Token request');
    expect(first.approvals).toBe(2);
    const r = report(first.stdout);
    expect(r.findings.filter((f) => f.severity === 'error')).toEqual([]);
    expect(first.code).toBe(0);
    const calls = r.exchanges.filter((e) => e.request.method === 'tools/call').map((e) => e.response?.status);
    expect(calls).toEqual([403, 200]);
    // The authorization's steps are filed on the report's Authorization card, as a scan files them.
    const steps = r.exchanges.filter((e) => e.probe.startsWith('auth:'));
    expect(steps.length).toBeGreaterThan(0);
    expect(new Set(steps.map((e) => e.area))).toEqual(new Set(['authorization']));
    expect(statSync(tokenFile).mode & 0o777).toBe(0o600);
    const saved = JSON.parse(readFileSync(tokenFile, 'utf8')) as { scopes: string[]; issuer: string };
    expect(saved.issuer).toBe(`${inspector.origin}/demo/auth`);
    expect(saved.scopes.sort()).toEqual(['mcp:read', 'mcp:tools']);

    const second = await client(url, '--format', 'json', '--call', 'always_fails', '--token-file', tokenFile);
    expect(second.code).toBe(0);
    expect(second.approvals).toBe(0);
    expect(second.stderr).not.toContain('auth:');
  });

  it('refuses a server whose resource metadata names another resource (exit 1, R-AUTH-4)', async () => {
    const run = await client(`${inspector.origin}/demo/protected-misconfigured`, '--format', 'json');
    expect(run.code).toBe(1);
    expect(run.approvals).toBe(0);
    expect(report(run.stdout).findings.map((f) => f.rule)).toContain('R-AUTH-4');
  });

  it('rejects a malformed option with a usage error (exit 2)', async () => {
    const run = await client(`${inspector.origin}/demo/mcp`, '--args', '{}');
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--args must follow the --call');
  });
});
