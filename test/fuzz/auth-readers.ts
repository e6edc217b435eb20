// Fuzz targets: the OAuth readers a hostile server feeds (the WWW-Authenticate parser and challenge
// reader, Protected Resource Metadata and authorization server metadata over an injected fetch that
// answers random statuses, headers and near-JSON bodies). Each returns a step, never throws, and its
// error and findings' messages stay bounded.
import fc from 'fast-check';
import { parseWwwAuthenticate, readChallenge } from '../../src/auth/challenge';
import { discoverResourceMetadata } from '../../src/auth/resource-metadata';
import { discoverServerMetadata } from '../../src/auth/server-metadata';
import type { AuthFetch, AuthStep } from '../../src/auth/types';

const MESSAGE_LIMIT = 4000;

function fail(why: string): never {
  throw new Error(why);
}

function checkStep(step: AuthStep): void {
  if (typeof step.ok !== 'boolean') fail('a step without ok');
  if (!step.ok && (step.error ?? '').length === 0 && step.findings.length === 0)
    fail('a failed step that says nothing');
  if ((step.error ?? '').length > MESSAGE_LIMIT) fail(`an error of ${step.error!.length} characters`);
  for (const f of step.findings) {
    if (!/^R-[A-Z0-9-]+$/.test(f.rule)) fail(`a finding with rule ${f.rule}`);
    if (f.message.length > MESSAGE_LIMIT) fail(`a finding message of ${f.message.length} characters`);
  }
}

const authParam = fc.oneof(
  fc.constantFrom('resource_metadata', 'scope', 'error', 'error_description', 'realm', '__proto__', 'constructor'),
  fc.string({ maxLength: 10 }),
);
const paramValue = fc.oneof(
  fc.string({ maxLength: 30 }).map((v) => JSON.stringify(v)),
  fc.string({ maxLength: 30 }),
  fc.constantFrom('"https://a.example/.well-known/oauth-protected-resource"', '"unterminated', '""', '"a\\"b"'),
);
const challengeHeader = fc.oneof(
  fc
    .array(
      fc.tuple(
        fc.constantFrom('Bearer', 'bearer', 'DPoP', 'Basic', ''),
        fc.array(fc.tuple(authParam, paramValue), { maxLength: 4 }),
      ),
      { maxLength: 3 },
    )
    .map((challenges) =>
      challenges.map(([scheme, params]) => `${scheme} ${params.map(([k, v]) => `${k}=${v}`).join(', ')}`).join(', '),
    ),
  fc.string({ maxLength: 80 }),
  fc.constantFrom(',,,', 'Bearer ,', 'Bearer realm', '='.repeat(50), 'Bearer scope="' + 'a '.repeat(2000) + '"'),
);

export const wwwAuthenticate = {
  name: 'WWW-Authenticate reader',
  input: fc.tuple(challengeHeader, fc.constantFrom(401, 403, 400, 200)),
  check([header, status]: [string, number]): void {
    parseWwwAuthenticate(header);
    const step = readChallenge(
      { method: 'POST', url: 'http://127.0.0.1:3000/mcp', headers: {} },
      { status, headers: { 'www-authenticate': header }, body: '' },
    );
    checkStep(step);
  },
};

const url = fc.oneof(
  fc.webUrl(),
  fc.constantFrom('http://127.0.0.1:3000/mcp', 'https://auth.example.com', 'javascript:alert(1)', '', '/relative'),
  fc.string({ maxLength: 20 }),
);
const metadataValue = fc.oneof(url, fc.array(url, { maxLength: 3 }), fc.anything({ maxDepth: 2 }));
const metadataBody = fc.oneof(
  fc
    .dictionary(
      fc.oneof(
        fc.constantFrom(
          'resource',
          'authorization_servers',
          'issuer',
          'authorization_endpoint',
          'token_endpoint',
          'registration_endpoint',
          'code_challenge_methods_supported',
          'scopes_supported',
          '__proto__',
        ),
        fc.string({ maxLength: 8 }),
      ),
      metadataValue,
      { maxKeys: 6 },
    )
    .map((v) => JSON.stringify(v)),
  fc.json({ maxDepth: 3 }),
  fc.string({ maxLength: 60 }),
  fc.constantFrom('', '{', 'null', '[]', '{"resource":'),
);
const answer = fc.record({
  status: fc.constantFrom(200, 200, 200, 201, 301, 404, 500),
  type: fc.constantFrom('application/json', 'text/html', 'application/json; charset=utf-8', ''),
  body: metadataBody,
  location: fc.option(url, { nil: undefined }),
});
type Answer = { status: number; type: string; body: string; location: string | undefined };

// A fetch answering each request with the next of `answers` (the last one again when they run out).
function answering(answers: Answer[]): AuthFetch {
  let i = 0;
  return async () => {
    const a = answers[Math.min(i++, answers.length - 1)]!;
    const headers: Record<string, string> = {};
    if (a.type) headers['content-type'] = a.type;
    if (a.location !== undefined) headers['location'] = a.location;
    const body = a.status === 301 ? null : a.body;
    return new Response(body, { status: a.status, headers });
  };
}

export const resourceMetadata = {
  name: 'Protected Resource Metadata reader',
  async: true,
  input: fc.tuple(fc.array(answer, { minLength: 1, maxLength: 4 }), fc.option(url, { nil: undefined })),
  async check([answers, metadataUrl]: [Answer[], string | undefined]): Promise<void> {
    const step = await discoverResourceMetadata(answering(answers), {
      serverUrl: 'http://127.0.0.1:3000/mcp',
      ...(metadataUrl !== undefined ? { resourceMetadataUrl: metadataUrl } : {}),
    });
    checkStep(step);
    if (step.ok && !Array.isArray(step.value?.authorization_servers)) fail('metadata accepted without its servers');
  },
};

export const serverMetadata = {
  name: 'authorization server metadata reader',
  async: true,
  input: fc.tuple(fc.array(answer, { minLength: 1, maxLength: 4 }), url),
  async check([answers, issuer]: [Answer[], string]): Promise<void> {
    const step = await discoverServerMetadata(answering(answers), { issuer });
    checkStep(step);
    if (step.ok && typeof step.value?.issuer !== 'string') fail('metadata accepted without its issuer');
  },
};
