import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChangingServer, type ChangingServer } from '../../fixtures/changing-server/server';

// The real command, as `npm run -s scan --` runs it.
function cli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile('node', ['cli/bin.mjs', ...args], { maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stdout, stderr });
    });
  });
}

interface Change {
  kind: string;
  area: string;
  name: string;
  severity: string;
  reasons: string[];
  diff: string;
}

let server: ChangingServer;
let dir: string;
let baseline: string;
beforeAll(async () => {
  server = await startChangingServer();
  dir = mkdtempSync(join(tmpdir(), 'baseline-'));
  baseline = join(dir, 'base.json');
  const first = await cli('scan', server.url, '--format', 'json', '--output', baseline);
  expect(first.code, first.stderr).toBe(0);
});
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('scan --baseline', () => {
  it('finds no change against a report of the same interface, and exits 0', async () => {
    server.revise('original');
    const run = await cli('scan', server.url, '--baseline', baseline);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain(`Changes since ${baseline}: none`);
  });

  it('reports a compatible change (a new optional argument) in the JSON changes array and exits 0', async () => {
    server.revise('compatible');
    const run = await cli('scan', server.url, '--baseline', baseline, '--format', 'json');
    expect(run.code, run.stderr).toBe(0);
    const changes = (JSON.parse(run.stdout) as { changes: Change[] }).changes;
    expect(changes.map((c) => [c.kind, c.area, c.name, c.severity])).toEqual([
      ['changed', 'tool', 'forecast', 'compatible'],
    ]);
    expect(changes[0]?.reasons).toEqual(['inputSchema: new optional property units']);
    expect(changes[0]?.diff).toContain('+      "units": {');
    expect(run.stderr).toContain('0 breaking, 1 compatible');
  });

  it('exits 1 on a breaking change (a new required argument), 0 with --allow-breaking', async () => {
    server.revise('breaking');
    const run = await cli('scan', server.url, '--baseline', baseline, '--format', 'json');
    expect(run.code, run.stderr).toBe(1);
    const changes = (JSON.parse(run.stdout) as { changes: Change[] }).changes;
    expect(changes.map((c) => [c.name, c.severity, c.reasons])).toEqual([
      ['forecast', 'breaking', ['inputSchema: new required property days']],
    ]);
    const allowed = await cli('scan', server.url, '--baseline', baseline, '--allow-breaking');
    expect(allowed.code, allowed.stderr).toBe(0);
    expect(allowed.stdout).toContain('[BREAKING] tool forecast changed: inputSchema: new required property days');
    expect(allowed.stdout).toContain('--allow-breaking: these do not fail the run');
  });

  it('adds a JUnit suite with a failing case for the breaking change', async () => {
    server.revise('breaking');
    const run = await cli('scan', server.url, '--baseline', baseline, '--format', 'junit');
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(`<testsuite name="Interface changes since ${baseline}" tests="1" failures="1"`);
    expect(run.stdout).toContain(
      '<testcase classname="changes.tool" name="tool forecast changed" time="0"><failure type="breaking"',
    );
  });

  it('says clearly when the baseline is not a report, before sending anything', async () => {
    const junk = join(dir, 'junk.json');
    writeFileSync(junk, '{"verdict":"pass"}');
    const run = await cli('scan', server.url, '--baseline', junk);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('not a JSON report with a server/discover answer');
    const missing = await cli('scan', server.url, '--baseline', join(dir, 'nope.json'));
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('nope.json');
    const lone = await cli('scan', server.url, '--allow-breaking');
    expect(lone.code).toBe(2);
    expect(lone.stderr).toContain('--allow-breaking goes with --baseline');
  });
});

describe('client --baseline', () => {
  it('reports the same breaking change from a client run and exits 1', async () => {
    server.revise('breaking');
    const run = await cli(
      'client',
      server.url,
      '--call',
      'echo',
      '--args',
      '{"message":"hi"}',
      '--baseline',
      baseline,
      '--format',
      'json',
    );
    expect(run.code, run.stderr).toBe(1);
    const changes = (JSON.parse(run.stdout) as { changes: Change[] }).changes;
    expect(changes.map((c) => [c.name, c.severity])).toEqual([['forecast', 'breaking']]);
    // A client run's own report serves as a baseline too.
    const own = join(dir, 'client.json');
    writeFileSync(own, run.stdout);
    const again = await cli('client', server.url, '--call', 'echo', '--args', '{"message":"hi"}', '--baseline', own);
    expect(again.code, again.stderr).toBe(0);
    expect(readFileSync(own, 'utf8')).toContain('"changes"');
  });
});
