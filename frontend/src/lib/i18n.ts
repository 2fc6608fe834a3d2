import i18n, { type BackendModule, type InitOptions } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';

import en from '@/locales/en/translation.json';
import ru from '@/locales/ru/translation.json';

export const supportedLanguages = ['en', 'ru'] as const;
export type Language = (typeof supportedLanguages)[number];

export function toSupportedLanguage(code: string | undefined): Language | null {
  const prefix = code?.split('-')[0];
  return supportedLanguages.find((language) => language === prefix) ?? null;
}

// One namespace per large feature area, so each area's messages live in their own file. `translation` (the landing
// page, the shell, the errors) is bundled; the others are the signed-in app's and come in one chunk per language,
// so the landing page does not download them (its JavaScript budget: 150 KB gzip).
export const appNamespaces = [
  'study',
  'games',
  'player',
  'makhraj',
  'mushaf',
  'plan',
  'recitation',
  'recordings',
  'review',
  'signIn',
  'social',
] as const;

const appMessages: Record<Language, () => Promise<{ default: Record<string, object> }>> = {
  en: () => import('@/locales/en/app'),
  ru: () => import('@/locales/ru/app'),
};

const appMessagesBackend: BackendModule = {
  type: 'backend',
  init: () => {},
  read: (language, namespace, callback) => {
    const load = appMessages[language as Language];
    if (!load) return callback(null, {});
    load().then(
      (messages) => callback(null, messages.default[namespace] ?? {}),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

/** Resolves once the signed-in app's messages are there in the current language (pages load them with their code). */
export const loadAppMessages = () => i18n.loadNamespaces([...appNamespaces]);

// docs/product.md §9: this exact detection order, cached in local storage.
export const i18nOptions = {
  resources: { en: { translation: en }, ru: { translation: ru } },
  // The backend fills in the other namespaces; `translation` is never fetched.
  partialBundledLanguages: true,
  ns: ['translation'],
  defaultNS: 'translation',
  supportedLngs: supportedLanguages,
  fallbackLng: 'en',
  // `translation` is bundled, so initialise synchronously: the first render is already translated.
  initAsync: false,
  interpolation: { escapeValue: false },
  detection: {
    order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
    lookupQuerystring: 'lng',
    lookupCookie: 'i18next',
    lookupLocalStorage: 'i18nextLng',
    lookupSessionStorage: 'i18nextLng',
    caches: ['localStorage'],
    // Browsers report regional codes (ru-RU); only the language part selects a translation.
    convertDetectedLanguage: (code: string) => code.split('-')[0],
  },
} satisfies InitOptions;

i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

void i18n.use(appMessagesBackend).use(LanguageDetector).use(initReactI18next).init(i18nOptions);

export default i18n;
