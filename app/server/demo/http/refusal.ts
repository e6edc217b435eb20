import { BodyTooLarge, readCappedText } from '../../http/body';
import { refuseForeignCaller } from '../../security/caller';
import type { SelfAddress } from '../../security/self-address';
import { CODES, McpError } from '../mcp/errors';
import type { RequestId } from '../mcp/types';

/** Thrown inside admission: an error answered before dispatch, with its HTTP status. */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly error: McpError,
    readonly id: RequestId | undefined,
    readonly extraHeaders: Record<string, string> = {},
  ) {
    super(error.message);
  }
}

/** The transport stage: a loopback caller's POST of at most `maxBytes` of JSON, parsed; else a Refusal. */
export async function readJson(request: Request, self: SelfAddress, maxBytes: number): Promise<unknown> {
  const caller = refuseForeignCaller(request, self);
  if (caller) throw new Refusal(403, new McpError(CODES.invalidRequest, caller.message), undefined);
  if (request.method !== 'POST')
    throw new Refusal(
      405,
      new McpError(
        CODES.invalidRequest,
        `This MCP endpoint accepts only POST (2026-07-28 has no GET stream or DELETE).`,
      ),
      undefined,
      { Allow: 'POST' },
    );
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json')
    throw new Refusal(
      415,
      new McpError(CODES.invalidRequest, 'Send the JSON-RPC message with Content-Type: application/json.'),
      undefined,
    );
  let text: string;
  try {
    text = await readCappedText(request, maxBytes);
  } catch (error) {
    if (!(error instanceof BodyTooLarge)) throw error;
    throw new Refusal(
      413,
      new McpError(CODES.invalidRequest, `The message is larger than ${maxBytes} bytes.`),
      undefined,
    );
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new Refusal(400, new McpError(CODES.parseError, 'The body is not valid JSON.'), undefined);
  }
}
