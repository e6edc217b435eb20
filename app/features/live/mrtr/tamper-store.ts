import { create } from 'zustand';

/** The retries sent with a changed requestState this visit, by record id, with the state the server had sent. */
export const useTamperStore = create<{
  tampered: Readonly<Record<string, { original: string; sent: string }>>;
  mark: (recordId: string, original: string, sent: string) => void;
}>()((set) => ({
  tampered: {},
  mark: (recordId, original, sent) => set((s) => ({ tampered: { ...s.tampered, [recordId]: { original, sent } } })),
}));
