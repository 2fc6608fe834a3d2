import { describe, expect, it } from 'vitest';

import i18n from '@/lib/i18n';

import { useLanguageStore } from './language-store';

describe('language store', () => {
  it('defaults to the current interface language', () => {
    expect(useLanguageStore.getState().language).toBe(i18n.resolvedLanguage);
  });

  it('changes the interface language and persists the choice under language-storage', () => {
    useLanguageStore.getState().setLanguage('ru');

    expect(i18n.language).toBe('ru');
    expect(useLanguageStore.getState().language).toBe('ru');
    expect(JSON.parse(localStorage.getItem('language-storage') ?? '{}').state).toEqual({ language: 'ru' });
  });

  it('follows language changes made elsewhere, e.g. by the detector', async () => {
    await i18n.changeLanguage('ru');

    expect(useLanguageStore.getState().language).toBe('ru');
  });
});
