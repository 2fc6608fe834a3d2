import { create } from 'zustand';
import { persist } from 'zustand/middleware';

type WeakSpotsShown = {
  shown: boolean;
  toggle: () => void;
};

/** Whether the learn card, the mushaf and the Hifz player mark the learner's weak words: hidden while they test
 * themselves on a page, and kept so across pages and visits. */
export const useWeakSpotsShown = create<WeakSpotsShown>()(
  persist((set) => ({ shown: true, toggle: () => set((state) => ({ shown: !state.shown })) }), {
    name: 'weak-spots-shown',
    partialize: ({ shown }) => ({ shown }),
  }),
);
