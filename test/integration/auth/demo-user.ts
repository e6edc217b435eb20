// The demo user in a browser: follows the authorization URL with cookies to the approval page, clicks
// Approve, and follows the redirects back to the client's redirect URI (which it then visits).

interface Jar {
  cookies: Map<string, string>;
}

async function get(jar: Jar, url: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (jar.cookies.size > 0) headers.set('cookie', [...jar.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
  const response = await fetch(url, { ...init, headers, redirect: 'manual' });
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const at = pair!.indexOf('=');
    jar.cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
  }
  return response;
}

/** Follows redirects like a browser; stops at the first non-redirect or at a URL under `stopAt`. */
async function follow(
  jar: Jar,
  start: Response,
  from: string,
  stopAt: string,
): Promise<{ url: string; response: Response | null }> {
  let response = start;
  let url = from;
  for (let hop = 0; hop < 10; hop++) {
    const location = response.headers.get('location');
    if (response.status < 300 || response.status > 399 || !location) return { url, response };
    url = new URL(location, url).href;
    if (url.startsWith(stopAt)) return { url, response: null };
    response = await get(jar, url);
  }
  throw new Error('too many redirects');
}

/**
 * Approves one authorization request as the demo user; resolves with the callback URL it delivered
 * to `redirectUri` (the client's loopback listener).
 */
export async function approveAsDemoUser(
  authorizationUrl: string,
  redirectUri: string,
  options: { deliver?: boolean } = {},
): Promise<string> {
  const deliver = (url: string) => (options.deliver === false ? Promise.resolve(url) : visit(url));
  const jar: Jar = { cookies: new Map() };
  let step = await follow(jar, await get(jar, authorizationUrl), authorizationUrl, redirectUri);
  // One click normally; a server asking again (a new interaction) gets one more before this gives up.
  for (let click = 0; click < 2 && step.response; click++) {
    const html = await step.response.text();
    const action = /action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error(`no approval form at ${step.url}: ${html.slice(0, 200)}`);
    const target = new URL(action.replaceAll('&amp;', '&'), step.url).href;
    const posted = await get(jar, target, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    step = await follow(jar, posted, target, redirectUri);
  }
  if (step.response)
    throw new Error(`the approval did not lead back to ${redirectUri} (HTTP ${step.response.status} at ${step.url})`);
  return deliver(step.url);
}

async function visit(callbackUrl: string): Promise<string> {
  await fetch(callbackUrl);
  return callbackUrl;
}
