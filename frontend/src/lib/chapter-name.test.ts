import { describe, expect, it } from 'vitest';

import { cyrillicChapterName, localChapterName } from './chapter-name';

describe('cyrillicChapterName', () => {
  it.each([
    ['Al-Fatihah', 'Аль-Фатиха'],
    ['Al-Baqarah', 'Аль-Бакара'],
    ["Ali 'Imran", 'Али Имран'],
    ['An-Nisa', 'Ан-Ниса'],
    ["Al-Ma'idah", 'Аль-Маида'],
    ['At-Tawbah', 'Ат-Тауба'],
    ['Yunus', 'Юнус'],
    ['Maryam', 'Марьям'],
    ['Al-Anbya', 'Аль-Анбья'],
    ['Al-Hajj', 'Аль-Хадж'],
    ['Ash-Shuraa', 'Аш-Шура'],
    ['Adh-Dhariyat', 'Аз-Зарият'],
    ['Al-Muddaththir', 'Аль-Муддассир'],
    ['Al-Fath', 'Аль-Фатх'],
    ['Al-Ghashiyah', 'Аль-Гашия'],
    ['Al-Layl', 'Аль-Ляйль'],
    ['Al-Bayyinah', 'Аль-Баййина'],
    ['Az-Zalzalah', 'Аз-Зальзаля'],
    ['Quraysh', 'Курайш'],
    ['Al-Kawthar', 'Аль-Каусар'],
    ['Al-Ikhlas', 'Аль-Ихляс'],
    ['An-Nas', 'Ан-Нас'],
  ])('writes %s as %s', (latin, cyrillic) => {
    expect(cyrillicChapterName(latin)).toBe(cyrillic);
  });

  it('leaves no Latin letter in any form quran-json uses', () => {
    expect(cyrillicChapterName("Al-'Ankabut Ya-Sin Ad-Duhaa Al-Mu'minun")).toMatch(/^[А-Яа-яЁё -]+$/);
  });
});

describe('localChapterName', () => {
  it('is Cyrillic in Russian and as given otherwise', () => {
    expect(localChapterName('Al-Ikhlas', 'ru')).toBe('Аль-Ихляс');
    expect(localChapterName('Al-Ikhlas', 'en')).toBe('Al-Ikhlas');
  });
});
