// MCP authorization over an injected fetch (oauth4webapi underneath); src/index.ts re-exports it.
export {
  clientCredentialsToken,
  exchangeCode,
  finishAuthorization,
  issProblem,
  refreshTokens,
  startAuthorization,
  usesClientCredentials,
  type PendingAuthorization,
  type TokenSet,
} from './authorize';
export { exchangeForIdJag, jwtBearerToken, type IdentityProvider } from './assertion-grants';
export { advertisesDpop, decodeJwt, DpopKey, dpopAlgorithm, dpopProofOf } from './dpop';
export { PROBE_TOKEN_MASK, probeDpopBinding, wrongHtuOf } from './dpop-probe';
export { headerOf, parseWwwAuthenticate, readChallenge, type AuthChallenge, type ChallengeInfo } from './challenge';
export {
  memoryCredentialStore,
  type ClientCredentials,
  type ClientPrivateKey,
  type CredentialStore,
} from './credentials';
export { guardNamedUrls, isLoopback, Recorder } from './http';
export { judgeAuthorization, type AuthorizationJudgement } from './judge';
export { clientAuthOf, registerClient, tokenAuthMethod, type ClientIdentity } from './registration';
export {
  discoverResourceMetadata,
  resourceMatches,
  resourceMetadataUrls,
  type ResourceMetadata,
} from './resource-metadata';
export { defaultEndpoints, discoverOriginServer } from './origin-fallback';
export { authStepExchanges } from './scan-exchanges';
export { chooseScopes } from './scopes';
export { discoverServerMetadata, judgeMetadata, serverMetadataUrls, type ServerMetadata } from './server-metadata';
export { Authorizer, type AuthorizerOptions, type OpenedAuthorization } from './session';
export { memoryTokenStore, mostSpecific, type TokenStore } from './tokens';
export type { AuthFetch, AuthFetchResponse, AuthRequest, AuthResponse, AuthStep, AuthStepKind } from './types';
