import { create } from 'zustand';
import { persist } from 'zustand/middleware';

import i18n, { toSupportedLanguage, type Language } from '@/lib/i18n';

type LanguageState = {
  language: Language;
  setLanguage: (language: Language) => void;
};

function currentLanguage(): Language {
  return toSupportedLanguage(i18n.resolvedLanguage) ?? toSupportedLanguage(navigator.language) ?? 'en';
}

export const useLanguageStore = create<LanguageState>()(
  persist(
    () => ({
      language: currentLanguage(),
      // The store follows i18n (listener below), so changing i18n is enough.
      setLanguage: (language) => {
        void i18n.changeLanguage(language);
      },
    }),
    {
      name: 'language-storage',
      partialize: ({ language }) => ({ language }),
      // The i18n detector has already chosen the language (docs/product.md §9 puts ?lng= first);
      // a stored value must not make the switcher disagree with the text on screen.
      merge: (_persisted, current) => ({ ...current, language: currentLanguage() }),
    },
  ),
);

i18n.on('languageChanged', (code) => {
  const language = toSupportedLanguage(code);
  if (language) useLanguageStore.setState({ language });
});
