import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { errors, type Configuration } from 'oidc-provider';
import { approvalPage } from './approval-page';
import { memoryAdapters } from './memory-adapter';

/** The scopes of the protected demo: reading (lists, reads) and calling tools (a step-up). */
export const DEMO_SCOPES = { read: 'mcp:read', tools: 'mcp:tools' } as const;
const ACCOUNT = 'demo-user';

/**
 * A real OAuth 2.1 authorization server (oidc-provider) for the protected demo, at `issuer`
 * (`<origin>/demo/auth`): Dynamic Client Registration, PKCE S256 required, resource indicators
 * (tokens only for `resource`), `iss` in authorization responses, refresh tokens, and a one-click
 * approval page for the demo user. It runs on an internal loopback port; `handle` forwards to it.
 */
export class DemoAuthorizationServer {
  readonly provider: Provider;
  private server: Server | undefined;
  private listening: Promise<string> | undefined;

  constructor(
    readonly issuer: string,
    readonly resource: string,
  ) {
    this.provider = new Provider(issuer, configuration(resource));
    this.provider.proxy = true;
  }

  /** Answers a request for a path under the issuer, as the internal server answers it. */
  async handle(request: Request): Promise<Response> {
    const base = await this.start();
    const url = new URL(request.url);
    const headers = new Headers(request.headers);
    const issuer = new URL(this.issuer);
    headers.set('x-forwarded-host', issuer.host);
    headers.set('x-forwarded-proto', issuer.protocol.replace(':', ''));
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
    const answer = await fetch(`${base}${url.pathname}${url.search}`, {
      method: request.method,
      headers,
      redirect: 'manual',
      ...(body ? { body } : {}),
    });
    const out = new Headers(answer.headers);
    for (const name of ['connection', 'keep-alive', 'transfer-encoding', 'content-encoding', 'content-length'])
      out.delete(name);
    return new Response(answer.status === 204 || answer.status === 304 ? null : await answer.arrayBuffer(), {
      status: answer.status,
      headers: out,
    });
  }

  close(): void {
    this.server?.closeAllConnections();
    this.server?.close();
  }

  private start(): Promise<string> {
    this.listening ??= new Promise((resolve) => {
      const mount = new URL(this.issuer).pathname;
      const callback = this.provider.callback();
      const server = createServer((req, res) => {
        // The provider routes under its issuer's path when it sees it was mounted there.
        const original = req.url ?? '/';
        (req as IncomingMessage & { originalUrl?: string }).originalUrl = original;
        req.url = original.startsWith(mount) ? original.slice(mount.length) || '/' : original;
        void this.route(req, res, callback);
      });
      this.server = server;
      server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
    });
    return this.listening;
  }

  private async route(
    req: IncomingMessage,
    res: ServerResponse,
    callback: (req: IncomingMessage, res: ServerResponse) => unknown,
  ): Promise<void> {
    const match = /^\/interaction\/([\w-]+)(\/approve)?$/.exec((req.url ?? '').split('?')[0] ?? '');
    if (!match) {
      callback(req, res);
      return;
    }
    try {
      const details = await this.provider.interactionDetails(req, res);
      if (match[2] && req.method === 'POST') await this.approve(req, res, details);
      else {
        const client = await this.provider.Client.find(String(details.params['client_id']));
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
        res.end(
          approvalPage({
            action: `${new URL(this.issuer).pathname}/interaction/${details.uid}/approve`,
            client: client?.clientName ?? String(details.params['client_id']),
            scope: String(details.params['scope'] ?? ''),
            resource: String(details.params['resource'] ?? this.resource),
            redirectUri: String(details.params['redirect_uri'] ?? ''),
          }),
        );
      }
    } catch (error) {
      res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(`This authorization request cannot continue: ${(error as Error).message}\n`);
    }
  }

  // The demo user approves whatever was asked for this resource, with one click.
  private async approve(
    req: IncomingMessage,
    res: ServerResponse,
    details: Awaited<ReturnType<Provider['interactionDetails']>>,
  ): Promise<void> {
    const clientId = String(details.params['client_id']);
    const grant = details.grantId
      ? ((await this.provider.Grant.find(details.grantId)) ?? new this.provider.Grant({ accountId: ACCOUNT, clientId }))
      : new this.provider.Grant({ accountId: ACCOUNT, clientId });
    const scopes = String(details.params['scope'] ?? '')
      .split(' ')
      .filter(Boolean);
    const oidc = scopes.filter((s) => s === 'openid' || s === 'offline_access');
    if (oidc.length > 0) grant.addOIDCScope(oidc.join(' '));
    const resourceScopes = scopes.filter((s) => s !== 'openid' && s !== 'offline_access');
    grant.addResourceScope(this.resource, resourceScopes.length > 0 ? resourceScopes.join(' ') : DEMO_SCOPES.read);
    const grantId = await grant.save();
    await this.provider.interactionFinished(
      req,
      res,
      { login: { accountId: ACCOUNT }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  }
}

function configuration(resource: string): Configuration {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid: 'demo', alg: 'ES256', use: 'sig' };
  return {
    adapter: memoryAdapters(),
    jwks: { keys: [jwk] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    scopes: ['openid', 'offline_access'],
    claims: { openid: ['sub'] },
    findAccount: (_ctx, id) => ({ accountId: id, claims: () => ({ sub: id }) }),
    responseTypes: ['code'],
    ttl: {
      AccessToken: 3600,
      AuthorizationCode: 60,
      Grant: 86_400,
      Interaction: 600,
      RefreshToken: 86_400,
      Session: 86_400,
    },
    clientDefaults: {
      id_token_signed_response_alg: 'ES256',
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
    },
    pkce: { required: () => true },
    interactions: {
      url: (_ctx, interaction) => `${new URL(resource).origin}/demo/auth/interaction/${interaction.uid}`,
    },
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    features: {
      devInteractions: { enabled: false },
      registration: { enabled: true },
      revocation: { enabled: true },
      // DPoP-bound tokens for clients that send a proof (advertised as dpop_signing_alg_values_supported).
      dPoP: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => resource,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, indicator) => {
          if (indicator !== resource) throw new errors.InvalidTarget(`this server issues tokens for ${resource} only`);
          return {
            scope: `${DEMO_SCOPES.read} ${DEMO_SCOPES.tools}`,
            audience: resource,
            accessTokenFormat: 'opaque',
            accessTokenTTL: 3600,
          };
        },
      },
    },
  };
}
