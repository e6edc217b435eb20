import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';

type Store = Map<string, { payload: AdapterPayload; expiresAt: number | undefined }>;

/**
 * oidc-provider's state for one demo authorization server, in memory (registrations, codes,
 * tokens, sessions): a Map per model, gone with the process.
 */
export function memoryAdapters(): AdapterFactory {
  const stores = new Map<string, Store>();
  return (name) => {
    const store = stores.get(name) ?? new Map();
    stores.set(name, store);
    return new MemoryAdapter(store);
  };
}

// Expiry honoured, consumption and grant revocation kept, as oidc-provider's adapter contract asks.
class MemoryAdapter implements Adapter {
  constructor(private readonly store: Store) {}

  upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    this.store.set(id, { payload, expiresAt: expiresIn ? Date.now() + expiresIn * 1000 : undefined });
    return Promise.resolve();
  }

  find(id: string): Promise<AdapterPayload | undefined> {
    const entry = this.store.get(id);
    if (!entry) return Promise.resolve(undefined);
    if (entry.expiresAt !== undefined && entry.expiresAt < Date.now()) {
      this.store.delete(id);
      return Promise.resolve(undefined);
    }
    return Promise.resolve(entry.payload);
  }

  findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.findBy((p) => p.userCode === userCode);
  }

  findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.findBy((p) => p.uid === uid);
  }

  consume(id: string): Promise<void> {
    const entry = this.store.get(id);
    if (entry) entry.payload = { ...entry.payload, consumed: Math.floor(Date.now() / 1000) };
    return Promise.resolve();
  }

  destroy(id: string): Promise<void> {
    this.store.delete(id);
    return Promise.resolve();
  }

  revokeByGrantId(grantId: string): Promise<void> {
    for (const [id, entry] of this.store) if (entry.payload.grantId === grantId) this.store.delete(id);
    return Promise.resolve();
  }

  private async findBy(match: (payload: AdapterPayload) => boolean): Promise<AdapterPayload | undefined> {
    for (const [id, entry] of this.store) if (match(entry.payload)) return this.find(id);
    return undefined;
  }
}
