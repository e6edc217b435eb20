import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostilePattern } from '../../fixtures/hostile-pattern/server';
import { startUpstream, type Upstream } from '../../fixtures/upstreams/server';
import { runClient } from '../../support/run-client';
import type { Finding } from '../../../src';

let server: Upstream;
beforeAll(async () => {
  server = await startUpstream(hostilePattern());
});
afterAll(() => server.close());

// The server's schemas carry patterns that backtrack for longer than anyone waits on the strings it
// sends; the command returning at all is the proof that they were never run.
describe('client on a server whose schema patterns backtrack catastrophically', () => {
  it('finishes, calling the tool, and says which patterns it did not run (R-TOOLS-14 info)', async () => {
    const run = await runClient(server.url, '--format', 'json', '--call', 'validate_code', '--args', '{}');
    const report = JSON.parse(run.stdout) as { findings: Finding[] };
    const unjudged = report.findings.filter((f) => f.rule === 'R-TOOLS-14');
    expect(unjudged.map((f) => [f.pointer, f.severity])).toEqual([
      ['/result/tools/0/inputSchema', 'info'],
      ['/result/tools/0/outputSchema', 'info'],
      ['/result/structuredContent', 'info'],
    ]);
    expect(unjudged[0]?.message).toContain('is not run');
    expect(report.findings.filter((f) => f.rule === 'R-TOOLS-12')).toEqual([]);
  });
});
