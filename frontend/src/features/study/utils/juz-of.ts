import type { Juz, VerseReference } from '@/types/api';

const isAfter = (verse: VerseReference, other: VerseReference) =>
  verse.surah_id > other.surah_id || (verse.surah_id === other.surah_id && verse.ayah_id > other.ayah_id);

/** The juz holding the verse (undefined while the list is not known). */
export function juzOf(juzList: readonly Juz[] | undefined, verse: VerseReference): Juz | undefined {
  return juzList?.find((juz) => !isAfter(juz.first, verse) && !isAfter(verse, juz.last));
}
