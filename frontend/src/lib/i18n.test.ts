import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import i18n, { i18nOptions } from './i18n';

async function detectLanguage() {
  const instance = i18next.createInstance();
  await instance.use(LanguageDetector).init(i18nOptions);
  return instance.language;
}

function setBrowserLanguages(...languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(languages[0]);
}

describe('language detection', () => {
  // The app's own instance caches its language when the module loads.
  beforeEach(() => localStorage.clear());

  afterEach(() => {
    window.history.replaceState(null, '', '/');
    document.cookie = 'i18next=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it('follows the detection order of docs/product.md §9, falls back to English and caches in local storage', () => {
    const { detection, fallbackLng } = i18n.options;
    expect(detection?.order).toEqual([
      'querystring',
      'cookie',
      'localStorage',
      'sessionStorage',
      'navigator',
      'htmlTag',
    ]);
    expect(detection?.caches).toEqual(['localStorage']);
    expect(fallbackLng).toEqual(['en']);
  });

  it('lets ?lng= win over a stored choice and caches it', async () => {
    window.history.replaceState(null, '', '/?lng=ru');
    localStorage.setItem('i18nextLng', 'en');

    expect(await detectLanguage()).toBe('ru');
    expect(localStorage.getItem('i18nextLng')).toBe('ru');
  });

  it('lets the i18next cookie win over local storage', async () => {
    document.cookie = 'i18next=ru';
    localStorage.setItem('i18nextLng', 'en');

    expect(await detectLanguage()).toBe('ru');
  });

  it('lets local storage win over the browser language', async () => {
    setBrowserLanguages('en-US');
    localStorage.setItem('i18nextLng', 'ru');

    expect(await detectLanguage()).toBe('ru');
  });

  it('uses the language part of a regional browser language', async () => {
    setBrowserLanguages('ru-RU');

    expect(await detectLanguage()).toBe('ru');
  });

  it('falls back to English when nothing detected is supported', async () => {
    setBrowserLanguages('fr-FR', 'de');
    document.documentElement.lang = 'es';

    expect(await detectLanguage()).toBe('en');
  });

  it('keeps <html lang> in step with the interface language', async () => {
    await i18n.changeLanguage('ru');
    expect(document.documentElement.lang).toBe('ru');

    await i18n.changeLanguage('en');
    expect(document.documentElement.lang).toBe('en');
  });
});
