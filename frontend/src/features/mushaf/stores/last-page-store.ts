import { create } from 'zustand';
import { persist } from 'zustand/middleware';

type LastPageState = { page: number; setPage: (page: number) => void };

/** The page last read, kept in local storage: /mushaf with no page opens it again. */
export const useLastPageStore = create<LastPageState>()(
  persist((set) => ({ page: 1, setPage: (page) => set({ page }) }), {
    name: 'mushaf-last-page',
    version: 1,
    partialize: ({ page }) => ({ page }),
  }),
);
