import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerScanJob, type ScanJob, type ScanJobReply } from '../../../app/features/scan/worker/scan-job';
import { hostilePattern } from '../../fixtures/hostile-pattern/server';
import { startUpstream, type Upstream } from '../../fixtures/upstreams/server';

let server: Upstream;
beforeAll(async () => {
  server = await startUpstream(hostilePattern());
});
afterAll(() => server.close());

/** Runs a scan job as the worker does and resolves with every reply once the report is posted. */
function runJob(post: (reply: ScanJobReply) => void): Promise<ScanJobReply[]> {
  const job: ScanJob = {
    kind: 'scan',
    url: server.url,
    headers: {},
    includeCalls: false,
    callsHint: '',
    via: { kind: 'direct' },
  };
  return new Promise((resolve) => {
    const replies: ScanJobReply[] = [];
    answerScanJob(job, (reply) => {
      replies.push(reply);
      if (reply.kind === 'scan-report') resolve(replies);
      post(reply);
    });
  });
}

describe('a scan job that fails', () => {
  it('still ends with a report that says why (the Scan screen stops running)', async () => {
    // The page cannot take a progress message: the scan rejects inside the worker.
    const replies = await runJob((reply) => {
      if (reply.kind === 'scan-progress') throw new Error('the page could not take the progress');
    });
    const last = replies.at(-1);
    expect(last?.kind).toBe('scan-report');
    if (last?.kind !== 'scan-report') return;
    expect(last.report.verdict).toBe('incomplete');
    expect(last.report.notes).toEqual([
      'The scan stopped on an error in the checker: the page could not take the progress',
    ]);
  });

  it('says it took the job before its first probe, so the page never runs the scan a second time', async () => {
    const replies = await runJob(() => {});
    expect(replies[0]).toEqual({ kind: 'scan-started' });
    expect(replies[1]?.kind).toBe('scan-progress');
  });
});
