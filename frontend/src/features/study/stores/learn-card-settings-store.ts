import { create } from 'zustand';
import { persist } from 'zustand/middleware';

type LearnCardSettings = {
  showTransliteration: boolean;
  showTranslation: boolean;
  setShowTransliteration: (show: boolean) => void;
  setShowTranslation: (show: boolean) => void;
};

/** What the learn card's text side shows; kept across verses and visits. */
export const useLearnCardSettings = create<LearnCardSettings>()(
  persist(
    (set) => ({
      showTransliteration: true,
      showTranslation: true,
      setShowTransliteration: (showTransliteration) => set({ showTransliteration }),
      setShowTranslation: (showTranslation) => set({ showTranslation }),
    }),
    {
      name: 'learn-card-settings',
      partialize: ({ showTransliteration, showTranslation }) => ({ showTransliteration, showTranslation }),
    },
  ),
);
