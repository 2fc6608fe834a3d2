import type { Chapter } from '@/types/api';

// Case, accents, hyphens, apostrophes and spaces aside: "al ikhlas" finds Al-Ikhlas, "ихляс" finds it too.
const searchable = (text: string) =>
  text
    .normalize('NFD')
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

/** The chapters whose number starts with the query, or whose names contain it. */
export function searchChapters(chapters: readonly Chapter[], query: string): Chapter[] {
  const wanted = searchable(query);
  if (wanted === '') return [...chapters];
  return chapters.filter(
    (chapter) =>
      String(chapter.id).startsWith(wanted) ||
      [chapter.name_simple, chapter.name_simple_ru, chapter.translated_name.name, chapter.name_arabic].some((name) =>
        searchable(name).includes(wanted),
      ),
  );
}
