import { create } from 'zustand';

/** What a retry with a changed requestState sent, beside the state the server had sent. */
interface Tampered {
  original: string;
  sent: string;
}

/** The retries sent with a changed requestState this visit, by record id, with the state the server had sent. */
export const useTamperStore = create<{
  tampered: Readonly<Record<string, Tampered>>;
  actions: { mark: (recordId: string, original: string, sent: string) => void };
}>()((set) => ({
  tampered: {},
  actions: {
    mark: (recordId, original, sent) => set((s) => ({ tampered: { ...s.tampered, [recordId]: { original, sent } } })),
  },
}));
