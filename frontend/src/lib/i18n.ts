import i18n, { type InitOptions } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';

import enGames from '@/locales/en/games.json';
import enPlayer from '@/locales/en/player.json';
import enReview from '@/locales/en/review.json';
import enSocial from '@/locales/en/social.json';
import enStudy from '@/locales/en/study.json';
import en from '@/locales/en/translation.json';
import ruGames from '@/locales/ru/games.json';
import ruPlayer from '@/locales/ru/player.json';
import ruReview from '@/locales/ru/review.json';
import ruSocial from '@/locales/ru/social.json';
import ruStudy from '@/locales/ru/study.json';
import ru from '@/locales/ru/translation.json';

export const supportedLanguages = ['en', 'ru'] as const;
export type Language = (typeof supportedLanguages)[number];

export function toSupportedLanguage(code: string | undefined): Language | null {
  const prefix = code?.split('-')[0];
  return supportedLanguages.find((language) => language === prefix) ?? null;
}

// SPEC §9: this exact detection order, cached in local storage.
export const i18nOptions = {
  // One namespace per large feature area, so each area's messages live in their own file.
  resources: {
    en: { translation: en, study: enStudy, games: enGames, player: enPlayer, review: enReview, social: enSocial },
    ru: { translation: ru, study: ruStudy, games: ruGames, player: ruPlayer, review: ruReview, social: ruSocial },
  },
  ns: ['translation', 'study', 'games', 'player', 'review', 'social'],
  defaultNS: 'translation',
  supportedLngs: supportedLanguages,
  fallbackLng: 'en',
  // The resources are bundled, so initialise synchronously: the first render is already translated.
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

void i18n.use(LanguageDetector).use(initReactI18next).init(i18nOptions);

export default i18n;
