import { TOKEN_HEADER } from '../../../server/relay/protocol';
import { TAP_CLEAR_PATH, type TapRefusal } from '../../../server/tap/protocol';

/** Asks the server to empty the tapped session; resolves with null, or what went wrong in words. */
export async function clearTapSession(
  token: string,
  { signal, fetcher = fetch }: { signal?: AbortSignal; fetcher?: typeof fetch } = {},
): Promise<string | null> {
  try {
    const response = await fetcher(TAP_CLEAR_PATH, {
      method: 'POST',
      headers: { [TOKEN_HEADER]: token },
      ...(signal ? { signal } : {}),
    });
    if (response.ok) return null;
    const body = (await response.json().catch(() => null)) as TapRefusal | null;
    return body?.error.message ?? `The inspector answered ${response.status} to Clear.`;
  } catch (error) {
    if (signal?.aborted) return null;
    return `Clear did not reach the inspector's server (${(error as Error).message}).`;
  }
}
