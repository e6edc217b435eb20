import { maskHeaders, maskUrl } from '../../../exchange/model/secrets';

/** What a curl command needs: one HTTP request. */
export interface CurlRequest {
  url: string;
  method?: string;
  headers: Readonly<Record<string, string>>;
  body?: string;
}

/** Quotes text for a POSIX shell: single quotes, each inner quote as '\''. */
export function shellQuote(text: string): string {
  return `'${text.replaceAll("'", `'\\''`)}'`;
}

/**
 * One curl command that sends exactly this request when pasted into a shell: method, every header,
 * the body byte for byte, and `-N` so an SSE answer prints frame by frame. Secrets are masked unless `reveal`.
 */
export function toCurl(request: CurlRequest, { reveal = false }: { reveal?: boolean } = {}): string {
  const headers = reveal ? request.headers : maskHeaders(request.headers);
  const parts = [
    'curl',
    '-sS',
    '-N',
    '-X',
    request.method ?? 'POST',
    shellQuote(reveal ? request.url : maskUrl(request.url)),
  ];
  for (const [name, value] of Object.entries(headers)) parts.push('-H', shellQuote(`${name}: ${value}`));
  if (request.body !== undefined) parts.push('--data-binary', shellQuote(request.body));
  return parts.join(' ');
}
