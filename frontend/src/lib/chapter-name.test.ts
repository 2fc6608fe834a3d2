import { describe, expect, it } from 'vitest';

import { localChapterName } from './chapter-name';

describe('localChapterName', () => {
  const baqarah = { name_simple: 'Al-Baqarah', name_simple_ru: 'Аль-Бакара' };

  it('writes the name in Cyrillic for Russian and in Latin letters otherwise', () => {
    expect(localChapterName(baqarah, 'ru')).toBe('Аль-Бакара');
    expect(localChapterName(baqarah, 'ru-RU')).toBe('Аль-Бакара');
    expect(localChapterName(baqarah, 'en')).toBe('Al-Baqarah');
  });

  it('keeps the Latin name where the Cyrillic one is not imported yet', () => {
    expect(localChapterName({ name_simple: 'Al-Baqarah', name_simple_ru: '' }, 'ru')).toBe('Al-Baqarah');
  });
});
