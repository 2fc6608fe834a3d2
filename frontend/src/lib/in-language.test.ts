import { describe, expect, it } from 'vitest';

import { inLanguage } from './in-language';

describe('inLanguage', () => {
  const area = { name_en: 'Al-Halq', name_ru: 'Аль-Хальк' };

  it('gives the Russian field in Russian and the English one otherwise', () => {
    expect(inLanguage(area, 'name', 'ru')).toBe('Аль-Хальк');
    expect(inLanguage(area, 'name', 'en')).toBe('Al-Halq');
    expect(inLanguage(area, 'name', undefined)).toBe('Al-Halq');
  });
});
