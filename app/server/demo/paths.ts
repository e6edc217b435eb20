// A module of its own, importing nothing: the server's router reads these paths without loading the demo
// servers, which load on the first request to one of them (app/server/app.ts).

/** Where the demo endpoints are mounted on the app's origin. */
export const DEMO_PATHS = { conforming: '/demo/mcp', divergent: '/demo/divergent' } as const;
