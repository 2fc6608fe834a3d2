/** A chapter's names in Latin and in Cyrillic letters, as the chapters and bookmarks calls give them. */
export interface ChapterNames {
  name_simple: string;
  name_simple_ru: string;
}

/** The chapter's name as the interface language writes it: "Al-Baqarah" (quran-json), or "Аль-Бакара" as Russian
 * editions write it (quran-meta, imported with the chapters; the Latin name until a database migrated to hold it has
 * been imported again). */
export function localChapterName(chapter: ChapterNames, language: string): string {
  return (language.startsWith('ru') && chapter.name_simple_ru) || chapter.name_simple;
}
