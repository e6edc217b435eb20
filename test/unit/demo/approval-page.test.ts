import { describe, expect, it } from 'vitest';
import { approvalPage } from '../../../app/server/demo/protected/approval-page';

const page = approvalPage({
  action: '/demo/protected/authorize/approve?x=1&y=2',
  client: '<img src=x onerror=alert(1)>',
  scope: 'mcp',
  resource: 'http://127.0.0.1:4173/demo/protected',
  redirectUri: 'http://127.0.0.1:4173/auth-callback.html',
});

describe("the demo authorization server's approval page", () => {
  it("escapes the client's chosen name, and names an icon so the browser asks for no /favicon.ico", () => {
    expect(page).not.toContain('<img');
    expect(page).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(page).toContain('action="/demo/protected/authorize/approve?x=1&amp;y=2"');
    expect(page).toMatch(/<link rel="icon" href="data:,">/);
  });
});
