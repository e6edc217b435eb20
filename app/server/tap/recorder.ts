import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import {
  exchangeOfRecord,
  exchangeRecord,
  tappedRecord,
  type Exchange,
  type Finding,
  type JsonObject,
} from '../../../src/index';
import type { CapturedData } from './forward';
import { headerRecord } from './headers';
import type { TapRecord } from './protocol';

/** A captured exchange read back: the record the page sees, and what the checker and tagger read. */
export interface ReadExchange {
  record: TapRecord;
  exchange: Exchange | null;
  params: JsonObject | undefined;
  exchangeFindings: Finding[];
}

/**
 * Turns captured bytes into a judged record: bodies as UTF-8 text (a compressed answer is
 * decompressed for the record; the client got it as sent), headers as maps, checkExchange's
 * findings. An exchange that did not complete, or was too large to record whole, is not judged.
 */
export function readCaptured(captured: CapturedData, maxRecordedBytes: number): ReadExchange {
  const raw = captured.response;
  let error = captured.error;
  let response: TapRecord['response'] = null;
  if (raw) {
    const headers = headerRecord(raw.headers, true);
    const decoded = decode(raw.body, headers['content-encoding'], maxRecordedBytes);
    response = { status: raw.status, statusText: raw.statusText, headers, body: decoded.text };
    const truncated = captured.requestTruncated ?? raw.truncated;
    if (!error && truncated)
      error = {
        code: 'not_recorded_whole',
        message:
          truncated === 'size'
            ? `The answer was larger than ${maxRecordedBytes} bytes: the client got all of it, the tap recorded the first ${maxRecordedBytes}, so it was not judged.`
            : `The tap was already recording as much as its budget allows for all exchanges in flight: this one was forwarded whole but not recorded whole, so it was not judged.`,
      };
    if (!error && decoded.problem) error = { code: 'undecodable', message: decoded.problem };
  }
  // The library's constructor parses the request body once and judges a complete answer.
  const record = tappedRecord(
    exchangeRecord({
      id: captured.id,
      startedAt: new Date(captured.startedAt).toISOString(),
      source: 'tapped',
      request: {
        url: captured.url,
        method: captured.httpMethod,
        headers: headerRecord(captured.requestHeaders),
        body: captured.requestBody.toString('utf8'),
      },
      response,
      ...(error ? { error } : {}),
      timing: {
        totalMs: round(captured.totalMs),
        ...(captured.firstByteMs !== undefined ? { firstByteMs: round(captured.firstByteMs) } : {}),
      },
    }),
    captured.tap,
  );
  const exchange = record.error ? null : exchangeOfRecord(record);
  return { record, exchange, params: record.rpcParams, exchangeFindings: record.findings };
}

const round = (ms: number): number => Math.round(ms * 10) / 10;

const DECODERS: Record<string, (input: Buffer, options: { maxOutputLength: number }) => Buffer> = {
  gzip: gunzipSync,
  'x-gzip': gunzipSync,
  deflate: inflateSync,
  br: brotliDecompressSync,
};

function decode(body: Buffer, encoding: string | undefined, max: number): { text: string; problem?: string } {
  const codings = (encoding ?? '')
    .split(',')
    .map((c) => c.trim().toLowerCase())
    .filter((c) => c !== '' && c !== 'identity');
  let bytes = body;
  try {
    for (const coding of codings.reverse()) {
      const decoder = DECODERS[coding];
      if (!decoder)
        return {
          text: body.toString('latin1'),
          problem: `The answer is ${coding}-encoded, which the tap cannot read, so it was not judged.`,
        };
      bytes = decoder(bytes, { maxOutputLength: max });
    }
  } catch (error) {
    return {
      text: body.toString('latin1'),
      problem: `The ${codings.join(', ')}-encoded answer could not be decompressed (${(error as Error).message}), so it was not judged.`,
    };
  }
  return { text: bytes.toString('utf8') };
}
