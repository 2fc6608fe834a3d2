import { describe, expect, it } from 'vitest';

import type { Chapter } from '@/types/api';

import { searchChapters } from './chapter-search';

const chapter = (id: number, nameSimple: string, nameRussian: string, translated: string): Chapter => ({
  id,
  verses_count: 6,
  name_simple: nameSimple,
  name_simple_ru: nameRussian,
  name_arabic: 'الناس',
  revelation_place: 'makkah',
  translated_name: { language_name: 'russian', name: translated },
});

const chapters = [
  chapter(1, 'Al-Fatihah', 'Аль-Фатиха', 'Открывающая'),
  chapter(3, "Ali 'Imran", 'Аль ‘Имран', 'Семейство ‘Имрана'),
  chapter(113, 'Al-Falaq', 'Аль-Фаляк', 'Рассвет'),
  chapter(114, 'An-Nas', 'Ан-Нас', 'Люди'),
];
const found = (query: string) => searchChapters(chapters, query).map(({ id }) => id);

describe('searchChapters', () => {
  it('finds a name whatever the case, hyphens and spaces', () => {
    expect(found('an nas')).toEqual([114]);
    expect(found('ANNAS')).toEqual([114]);
    expect(found('al-f')).toEqual([1, 113]);
  });

  it('finds a translated name', () => {
    expect(found('люди')).toEqual([114]);
  });

  it('finds a name written in Cyrillic, as the Russian interface shows it', () => {
    expect(found('ан-нас')).toEqual([114]);
    expect(found('фаляк')).toEqual([113]);
    expect(found('аль-имран')).toEqual([3]);
  });

  it('finds a chapter by the start of its number', () => {
    expect(found('11')).toEqual([113, 114]);
    expect(found('1')).toEqual([1, 113, 114]);
  });

  it('lists every chapter for an empty query', () => {
    expect(found('  ')).toEqual([1, 3, 113, 114]);
  });
});
