import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { JsonObject } from '../../../../src';
import { invalidParams } from '../mcp/errors';

/** What a sealed requestState binds: the request it belongs to and the data of the round so far. */
export interface StateBinding {
  method: string;
  /** Tool or prompt name, or resource URI. */
  name: string;
  /** The call's arguments, so a state cannot be replayed on a different call. */
  args: unknown;
}

/**
 * Seals MRTR `requestState` with HMAC-SHA256 under a per-launch key (MRTR § Server Requirements
 * item 4): the client can echo it but any change, an expired state, or a state taken from another
 * call is rejected with -32602.
 */
export class RequestStateSealer {
  private readonly key = randomBytes(32);

  constructor(private readonly ttlMs = 10 * 60_000) {}

  seal(binding: StateBinding, data: JsonObject): string {
    const payload = Buffer.from(JSON.stringify({ b: digest(binding), exp: Date.now() + this.ttlMs, data }));
    return `${payload.toString('base64url')}.${this.mac(payload).toString('base64url')}`;
  }

  /** The data sealed for this binding; throws -32602 for anything tampered with, expired or foreign. */
  open(state: unknown, binding: StateBinding): JsonObject {
    const refuse = (why: string) => invalidParams(`requestState ${why}; start the request again without requestState.`);
    if (typeof state !== 'string') throw refuse('must be the string the server sent');
    const [body, mac, extra] = state.split('.');
    if (body === undefined || mac === undefined || extra !== undefined) throw refuse('is malformed');
    const payload = Buffer.from(body, 'base64url');
    const expected = this.mac(payload);
    const given = Buffer.from(mac, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw refuse('failed verification');
    const parsed = JSON.parse(payload.toString('utf8')) as { b: string; exp: number; data: JsonObject };
    if (parsed.exp < Date.now()) throw refuse('has expired');
    if (parsed.b !== digest(binding)) throw refuse('belongs to a different request');
    return parsed.data;
  }

  private mac(payload: Buffer): Buffer {
    return createHmac('sha256', this.key).update(payload).digest();
  }
}

function digest(binding: StateBinding): string {
  return createHash('sha256').update(stableJson(binding)).digest('base64url');
}

// Key order must not matter: a client may re-serialise the arguments.
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}
