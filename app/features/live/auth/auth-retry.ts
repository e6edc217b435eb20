import { requestMessageOf } from '../../../../src/index';
import type { Send } from '../mrtr/send-type';
import type { RefusedRequest } from './auth-model';

/** What a retry after authorizing may do: connect afresh, or send one request again. */
export interface RetryWays {
  /** Lets the connection found without the token go, so Connect asks afresh. */
  letConnectionGo: () => Promise<void>;
  connect: () => Promise<void>;
  send: Send;
}

/**
 * Sends the refused request once more with the token. A refused part of Connect (discover, or a
 * list) is retried by connecting again, so the catalog fills; any other request is sent again as
 * it was, with a new id and past the cache.
 */
export async function retryRefused({ record, connecting }: RefusedRequest, ways: RetryWays): Promise<void> {
  if (connecting || record.rpcMethod === 'server/discover') {
    await ways.letConnectionGo();
    return ways.connect();
  }
  const message = requestMessageOf(record);
  if ('id' in message) message['id'] = `auth-retry-${crypto.randomUUID().slice(0, 8)}`;
  await ways.send(
    { url: record.request.url, message, headers: record.request.headers, rpcMethod: record.rpcMethod },
    { bypassCache: true },
  );
}
