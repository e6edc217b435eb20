// The demo user's consent screen: one button, no script and no inline style (the app's CSP holds). Its empty
// icon keeps the browser from asking for /favicon.ico, which the demo does not serve (a 404 in the console).

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The HTML of the approval page: who asks (the name is the registrant's own choice, so it is marked
 * as such), for what, where the code goes (the redirect URI, which decides who gets it), and an
 * Approve button posting to `action`.
 */
export function approvalPage(input: {
  action: string;
  client: string;
  scope: string;
  resource: string;
  redirectUri: string;
}): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Authorize ${escape(input.client)}</title></head>
<body>
<h1>Demo authorization server</h1>
<p><strong>${escape(input.client)}</strong> asks to use <code>${escape(input.resource)}</code> as the demo user${
    input.scope ? `, with the scopes <code>${escape(input.scope)}</code>` : ''
  }.</p>
<p>The code goes to <strong><code>${escape(input.redirectUri)}</code></strong>; the name above is the one the client chose for itself.</p>
<form method="post" action="${escape(input.action)}">
<button type="submit" data-testid="approve" autofocus>Approve</button>
</form>
</body>
</html>
`;
}
