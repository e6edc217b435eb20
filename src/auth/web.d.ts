// The Fetch-standard names src/auth and oauth4webapi use (browsers and Node 20 both have them).
// Declared here because src/ has no DOM lib; consumers resolve them against their own DOM or Node types.

interface URLSearchParams {
  get(name: string): string | null;
  set(name: string, value: string): void;
  has(name: string): boolean;
  append(name: string, value: string): void;
  forEach(callback: (value: string, key: string) => void): void;
  toString(): string;
}
declare const URLSearchParams: {
  prototype: URLSearchParams;
  new (init?: string | Record<string, string> | string[][]): URLSearchParams;
};

interface URL {
  href: string;
  readonly origin: string;
  protocol: string;
  host: string;
  hostname: string;
  port: string;
  pathname: string;
  search: string;
  hash: string;
  readonly searchParams: URLSearchParams;
  toString(): string;
}
declare const URL: {
  prototype: URL;
  new (url: string, base?: string | URL): URL;
  canParse(url: string, base?: string): boolean;
};

interface Headers {
  get(name: string): string | null;
  set(name: string, value: string): void;
  has(name: string): boolean;
  forEach(callback: (value: string, key: string) => void): void;
}

interface Response {
  readonly status: number;
  readonly headers: Headers;
  text(): Promise<string>;
  json(): Promise<unknown>;
  clone(): Response;
}
declare const Response: {
  prototype: Response;
  new (body?: string | null, init?: { status?: number; headers?: Record<string, string> }): Response;
};
