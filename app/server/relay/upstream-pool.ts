import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import type { LookupPolicy } from './self-target';

// An idle upstream connection is kept this long at most (shorter still when the server's
// Keep-Alive header says so), and this many per upstream, so nothing piles up.
const IDLE_MS = 4_000;
const MAX_IDLE_PER_UPSTREAM = 8;

/**
 * Keep-alive connections to upstreams, one pool per scheme and lookup policy. A reused connection
 * skips the lookup, so a connection made under the open policy (one that may reach this app's own
 * MCP endpoints) never carries a guarded request, whose lookup refuses this machine.
 */
export class UpstreamPool {
  private readonly agents = new Map<string, HttpAgent>();

  agentFor(url: URL, policy: Exclude<LookupPolicy, 'pinned'>): HttpAgent {
    const key = `${url.protocol}${policy}`;
    let agent = this.agents.get(key);
    if (!agent) {
      const options = { keepAlive: true, timeout: IDLE_MS, maxFreeSockets: MAX_IDLE_PER_UPSTREAM };
      agent = url.protocol === 'https:' ? new HttpsAgent(options) : new HttpAgent(options);
      this.agents.set(key, agent);
    }
    return agent;
  }

  /** Closes every connection, idle or not (the app is shutting down). */
  close(): void {
    for (const agent of this.agents.values()) agent.destroy();
    this.agents.clear();
  }
}
