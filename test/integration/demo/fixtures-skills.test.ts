import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningInspector } from '../../../app/server/standalone';
import { scanServer, verifySkillBytes } from '../../../src';
import { demoSession, errorOf, resultOf, startDemoApp, type DemoSession } from './support';

// The demo serves skills (SEP-2640): skills/list and skills/get with the SDK's digests and sizes, each file
// readable with resources/read and matching its entry, -32602 for no such skill, served to every client.

let app: RunningInspector;
let demo: DemoSession;
beforeAll(async () => {
  app = await startDemoApp();
  demo = await demoSession(app);
});
afterAll(() => app.close());

const declared = { extensions: { 'io.modelcontextprotocol/skills': {} } };
type Entry = {
  uri: string;
  frontmatter: { name: string; description: string };
  resources: { uri: string; digest: string; size: number }[];
};

describe('the demo skills', () => {
  it('lists its skills, each file readable and matching its digest and size', async () => {
    const result = resultOf(await demo.conforming({ method: 'skills/list', clientCapabilities: declared }));
    const skills = result['skills'] as Entry[];
    expect(skills.map((s) => s.frontmatter.name)).toEqual(['inspect-a-server', 'shape-a-result']);
    for (const file of skills.flatMap((s) => s.resources)) {
      const read = await demo.conforming({ method: 'resources/read', params: { uri: file.uri } });
      const [content] = resultOf(read)['contents'] as { text: string }[];
      expect(await verifySkillBytes(new TextEncoder().encode(content!.text), file), file.uri).toBeNull();
    }
  });

  it('lists each SKILL.md in resources/list, named and described as its frontmatter says', async () => {
    const skills = resultOf(await demo.conforming({ method: 'skills/list' }))['skills'] as Entry[];
    const listed: Record<string, unknown>[] = [];
    let cursor: unknown;
    do {
      const page = resultOf(await demo.conforming({ method: 'resources/list', params: cursor ? { cursor } : {} }));
      listed.push(...(page['resources'] as Record<string, unknown>[]));
      cursor = page['nextCursor'];
    } while (cursor !== undefined);
    expect(listed.filter((r) => String(r['uri']).startsWith('skill://'))).toEqual(
      skills.map((s) => ({
        uri: s.uri,
        name: s.frontmatter.name,
        description: s.frontmatter.description,
        mimeType: 'text/markdown',
      })),
    );
  });

  it('gets one skill by its URI, and refuses a URI that names none with -32602', async () => {
    const uri = 'skill://demo/shape-a-result/SKILL.md';
    const got = resultOf(
      await demo.conforming({ method: 'skills/get', params: { uri }, clientCapabilities: declared }),
    );
    expect(got['skill']).toMatchObject({ uri, frontmatter: { name: 'shape-a-result' } });
    const none = await demo.conforming({
      method: 'skills/get',
      params: { uri: 'skill://demo/none/SKILL.md' },
      clientCapabilities: declared,
    });
    expect(errorOf(none).code).toBe(-32602);
  });

  it('serves skills/list to a client that did not declare the extension (the server committed to it)', async () => {
    const served = await demo.conforming({ method: 'skills/list' });
    expect(resultOf(served)['skills']).toHaveLength(2);
  });

  it('scans with a Skills card and no finding', async () => {
    const report = await scanServer({ url: `${app.origin}/demo/mcp`, fetch });
    expect(report.areas.find((a) => a.area === 'skills')).toMatchObject({ status: 'pass' });
    expect(report.exchanges.filter((e) => e.area === 'skills').map((e) => e.label)).toEqual(
      expect.arrayContaining(['skills/list', 'skills/get of skill://demo/inspect-a-server/SKILL.md']),
    );
    expect(report.findings.filter((f) => f.rule.startsWith('R-SKILL'))).toEqual([]);
  }, 30_000);
});
