// Fuzz target: the relay's request body reader (parseRelayRequest) on random JSON and near-JSON.
// It either accepts a request that is safe to send or refuses with a RelayFailure whose message is
// bounded; it never throws anything else.
import fc from 'fast-check';
import { connectionListed } from '../../app/server/http/hop-by-hop';
import { withheldFromUpstream } from '../../app/server/relay/headers';
import { RELAY_LIMITS } from '../../app/server/relay/protocol';
import { RelayFailure } from '../../app/server/relay/refusal';
import { parseRelayRequest } from '../../app/server/relay/request';

const headerName = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'Connection', 'X-Inspector-Token', 'Cookie', 'Host', 'Mcp-Method', 'TE'),
  fc.string({ maxLength: 12 }),
);
const envelope = fc.record(
  {
    url: fc.oneof(
      fc.webUrl({ withQueryParameters: true, withFragments: true }),
      fc.constantFrom('http://user:pw@127.0.0.1:1/', 'file:///etc/passwd', 'javascript:alert(1)', '/relative', ''),
      fc.string({ maxLength: 30 }),
    ),
    method: fc.oneof(fc.constantFrom('GET', 'post', 'CONNECT', 'HEAD'), fc.anything()),
    headers: fc.oneof(fc.dictionary(headerName, fc.oneof(fc.string({ maxLength: 20 }), fc.anything())), fc.anything()),
    body: fc.oneof(fc.string({ maxLength: 40 }), fc.anything()),
    timeoutMs: fc.oneof(fc.integer(), fc.double(), fc.anything()),
    maxBytes: fc.oneof(fc.integer(), fc.anything()),
    extra: fc.anything(),
  },
  { requiredKeys: [] },
);

function fail(why: string): never {
  throw new Error(why);
}

export const relayBody = {
  name: 'relay request body',
  input: fc.oneof(
    envelope.map((e) => JSON.stringify(e) ?? ''),
    fc.string({ maxLength: 60 }),
    fc.json({ maxDepth: 3 }),
  ),
  check(text: string): void {
    let request: ReturnType<typeof parseRelayRequest>;
    try {
      request = parseRelayRequest(text, RELAY_LIMITS);
    } catch (error) {
      if (!(error instanceof RelayFailure)) throw error;
      if (error.message.length > 2000) fail(`a refusal message of ${error.message.length} characters`);
      return;
    }
    if (request.url.protocol !== 'http:' && request.url.protocol !== 'https:') fail(`scheme ${request.url.protocol}`);
    if (request.url.username !== '' || request.url.password !== '') fail('credentials kept in the URL');
    const listed = connectionListed(request.headers);
    for (const [name, value] of request.headers) {
      if (withheldFromUpstream(name, listed)) fail(`the withheld header ${name} would be sent`);
      if (/[\r\n\0]/.test(name + value)) fail(`a line break in ${JSON.stringify(name)}`);
    }
    if (request.body !== undefined && (request.method === 'GET' || request.method === 'HEAD')) fail('a GET body');
  },
};
