import { isJsonObject } from '../json/types';
import { codesOf, ERROR_CODES as E, ERROR_RANGES, errorCodeFact, inRange } from '../spec';
import { envelopeRefusals, headerRefusals } from './admission';
import type { Scope } from './context';
import { EXTENSION_METHODS, isInt, objAt, ptr } from './context';
import { show } from './finding';
import type { RuleId } from './rules';

const DEFINED = new Set(codesOf('mcp'));
const STANDARD = new Set(codesOf('standard'));
// Refusals that come before the capability gate, or from a server without the extension.
const ANSWERED_BEFORE_GATE = new Set(
  [E.ParseError, E.InvalidRequest, E.HeaderMismatch, E.UnsupportedProtocolVersion, E.MethodNotFound].map((f) => f.code),
);
/**
 * What a code means to a reader when it is a pre-final draft number, else ''.
 *
 * @example
 * preFinalNote(-32004) // => ' (the pre-final draft number of UnsupportedProtocolVersion, renumbered to -32022 in 2026-07-28)'
 */
export function preFinalNote(code: unknown): string {
  const fact = errorCodeFact(code);
  return fact?.kind === 'pre-final'
    ? ` (the pre-final draft number of ${fact.name}, renumbered to ${fact.replacedBy} in 2026-07-28)`
    : '';
}

// The rule that expects the renumbered code, when no narrower rule (R-HDR-*, R-REQMETA-1, R-TASK-7) does.
const PRE_FINAL_COMPANION: Record<number, RuleId> = {
  [E.PreFinalHeaderMismatch.code]: 'R-ERR-5',
  [E.PreFinalMissingRequiredClientCapability.code]: 'R-REQMETA-4',
  [E.PreFinalUnsupportedProtocolVersion.code]: 'R-REQMETA-3',
};

/**
 * R-ERR-1..5, R-REQMETA-3/4 data shapes, R-TASK-7, R-RES-4/6 and R-DISCOVER-1: what an error
 * response's code and data must be in 2026-07-28.
 *
 * @example
 * const _meta = { 'io.modelcontextprotocol/protocolVersion': '2026-07-28', 'io.modelcontextprotocol/clientCapabilities': {} };
 * // A family of checkExchange: -32002 is no longer a code of 2026-07-28.
 * const response = { status: 200, body: '{"jsonrpc":"2.0","id":1,"error":{"code":-32002,"message":"Resource not found"}}' };
 * checkExchange({ request: { method: 'tools/call', id: 1, params: { name: 'x', _meta } }, response }).find((f) => f.rule === 'R-ERR-1')?.pointer // => '/error/code'
 */
export function checkErrors(s: Scope): void {
  const error = objAt(s.msg, 'error');
  if (!error || !isInt(error['code'])) return;
  const code = error['code'];
  // A method of an extension the request did not declare must be refused with -32021 naming it.
  const owner = s.req.owner;
  const extensionGate = s.req.undeclared && s.req.modern && s.req.caps && !ANSWERED_BEFORE_GATE.has(code);
  // Requests that name another version (refused with -32004 instead of -32022) are judged here too.
  if (s.req.modern || s.req.version !== undefined) checkCodeRange(s, code, !extensionGate && !refusalExpected(s));
  if (code === -32021) checkMissingCapability(s, error['data']);
  else if (extensionGate && owner) {
    s.report(
      owner.undeclaredRule,
      ptr('error', 'code'),
      `${s.req.method} without ${owner.title} declared must get -32021 naming it, not ${code}${preFinalNote(code)}.`,
      {
        expected: `-32021 with requiredCapabilities.extensions["${owner.id}"]`,
        actual: String(code),
      },
    );
  }
  if (code === -32022) checkUnsupportedVersion(s, error['data']);
  if (s.req.method === 'resources/read' && s.req.modern) checkNotFound(s, code, error['data']);
  if (s.req.method === 'server/discover' && code === -32601) {
    s.report(
      'R-DISCOVER-1',
      ptr('error', 'code'),
      'server/discover was answered with -32601; every 2026-07-28 server must implement it.',
      {
        expected: 'a DiscoverResult',
        actual: '-32601',
      },
    );
  }
}

// request.ts already names the code the refusal must have (R-REQMETA-1, R-HDR-*).
function refusalExpected(s: Scope): boolean {
  return envelopeRefusals(s.req).length > 0 || headerRefusals(s.req).length > 0;
}

function checkCodeRange(s: Scope, code: number, companionDue: boolean): void {
  const at = ptr('error', 'code');
  const fact = errorCodeFact(code);
  if (fact?.kind === 'removed') {
    const instead =
      code === -32002
        ? '-32602 (resource not found moved there)'
        : 'an input_required result with a URL-mode elicitation';
    s.report('R-ERR-1', at, `Code ${code} no longer exists in 2026-07-28; use ${instead}.`, {
      expected: code === -32002 ? '-32602' : 'resultType "input_required"',
      actual: String(code),
    });
    return;
  }
  const companion = PRE_FINAL_COMPANION[code];
  if (fact?.kind === 'pre-final' && companion) {
    const renumbered = { expected: String(fact.replacedBy), actual: String(code) };
    s.report(
      'R-ERR-3',
      at,
      `Code ${code} is the pre-final draft number of ${fact.name}; 2026-07-28 renumbered it to ${fact.replacedBy}, and codes in -32019..-32000 carry no meaning a client may rely on.`,
      renumbered,
    );
    if (companionDue)
      s.report(
        companion,
        at,
        `${fact.name} is ${fact.replacedBy} in 2026-07-28 (on HTTP 400); the server sent the pre-final ${code}${s.status === undefined ? '' : ` on HTTP ${s.status}`}.`,
        renumbered,
      );
    return;
  }
  if (inRange(code, ERROR_RANGES.mcp) && !DEFINED.has(code)) {
    s.report(
      'R-ERR-2',
      at,
      `Code ${code} lies in the reserved range -32099..-32020, where only -32020, -32021 and -32022 are defined.`,
      {
        expected: '-32020, -32021 or -32022',
        actual: String(code),
      },
    );
  } else if (inRange(code, ERROR_RANGES.avoided)) {
    s.report('R-ERR-3', at, `Code ${code} lies in -32019..-32000, which new implementations should not use.`, {
      expected: 'a defined code or an application code outside -32768..-32000',
      actual: String(code),
    });
  } else if (inRange(code, ERROR_RANGES.jsonRpc) && !STANDARD.has(code) && !DEFINED.has(code)) {
    s.report(
      'R-ERR-4',
      at,
      `Code ${code} lies in the JSON-RPC reserved range -32768..-32000; application codes should lie outside it.`,
      {
        expected: 'a code outside -32768..-32000',
        actual: String(code),
      },
    );
  }
}

function checkMissingCapability(s: Scope, data: unknown): void {
  const required = isJsonObject(data) ? data['requiredCapabilities'] : undefined;
  if (!isJsonObject(required)) {
    const p =
      isJsonObject(data) && 'requiredCapabilities' in data
        ? ptr('error', 'data', 'requiredCapabilities')
        : isJsonObject(data)
          ? ptr('error', 'data')
          : ptr('error');
    s.report(
      'R-REQMETA-4',
      p,
      '-32021 must carry data.requiredCapabilities as a ClientCapabilities object keyed by the missing capability.',
      {
        expected: '{"requiredCapabilities":{…}}',
        actual: show(data),
      },
    );
    return;
  }
  const owner = s.req.owner;
  if (owner && EXTENSION_METHODS.has(s.req.method) && !isJsonObject(objAt(required, 'extensions')?.[owner.id])) {
    s.report(
      owner.undeclaredRule,
      ptr('error', 'data', 'requiredCapabilities'),
      `-32021 for ${s.req.method} must name ${owner.title} under requiredCapabilities.extensions["${owner.id}"].`,
      { expected: `{"extensions":{"${owner.id}":{}}}`, actual: show(required) },
    );
  }
}

function checkUnsupportedVersion(s: Scope, data: unknown): void {
  if (!isJsonObject(data)) {
    s.report('R-REQMETA-3', ptr('error'), '-32022 must carry data with supported (string[]) and requested (string).', {
      expected: '{"supported":[…],"requested":"…"}',
      actual: show(data),
    });
    return;
  }
  const supported = data['supported'];
  if (!Array.isArray(supported) || supported.length === 0 || !supported.every((v) => typeof v === 'string')) {
    const p = 'supported' in data ? ptr('error', 'data', 'supported') : ptr('error', 'data');
    s.report('R-REQMETA-3', p, '-32022 data.supported must be a non-empty array of version strings.', {
      expected: 'a non-empty string[]',
      actual: show(supported),
    });
  }
  const requested = data['requested'];
  if (typeof requested !== 'string') {
    const p = 'requested' in data ? ptr('error', 'data', 'requested') : ptr('error', 'data');
    s.report(
      'R-REQMETA-3',
      p,
      `-32022 data must name the requested version in a string requested${typeof s.req.version === 'string' ? ` (${s.req.version})` : ''}.`,
      {
        expected: typeof s.req.version === 'string' ? show(s.req.version) : 'a string',
        actual: show(requested),
      },
    );
  } else if (Array.isArray(supported) && supported.includes(requested) && requested === s.req.version) {
    s.report(
      'R-REQMETA-3',
      ptr('error', 'data', 'supported'),
      `-32022 refused version ${show(requested)} while its data.supported lists that very version; the server contradicts itself.`,
      { expected: `a list without ${show(requested)}`, actual: show(supported) },
    );
  } else if (typeof s.req.version === 'string' && requested !== s.req.version) {
    s.report(
      'R-REQMETA-3',
      ptr('error', 'data', 'requested'),
      `-32022 data.requested is ${show(requested)}, but the request asked for ${show(s.req.version)}.`,
      {
        expected: show(s.req.version),
        actual: show(requested),
      },
    );
  }
}

function checkNotFound(s: Scope, code: number, data: unknown): void {
  if (code === -32002) {
    s.report(
      'R-RES-4',
      ptr('error', 'code'),
      'A resource that does not exist gets -32602 in 2026-07-28, not the old -32002.',
      { expected: '-32602', actual: '-32002' },
    );
    return;
  }
  const uri = s.req.params?.['uri'];
  if (code !== -32602 || typeof uri !== 'string') return;
  const got = isJsonObject(data) ? data['uri'] : undefined;
  if (got !== uri) {
    const p = isJsonObject(data) ? ('uri' in data ? ptr('error', 'data', 'uri') : ptr('error', 'data')) : ptr('error');
    s.report('R-RES-6', p, `The not-found error should name the requested URI in data.uri (${uri}).`, {
      expected: show(uri),
      actual: show(got),
    });
  }
}
