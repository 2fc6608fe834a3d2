// A range of the Hifz player: verses fromVerse..toVerse by global number, in the mushaf's order.

import { globalVerseNumber, VERSE_COUNT, verseKeyOf } from '@/lib/verse-counts';
import type { VerseReference } from '@/types/api';

/** The longest range the server plays: Juz 'Amma, the juz of the most verses, longer than any chapter. */
export const RANGE_VERSES_MAX = 564;

export type VerseRange = { fromVerse: number; toVerse: number };

/** A verse the API names by surah and ayah, by its global number. */
export const globalNumberOf = (verse: VerseReference) =>
  globalVerseNumber({ chapter: verse.surah_id, verse: verse.ayah_id });

/** The range as the player's calls take it: surah_id:from_ayah to to_surah_id:to_ayah. */
export function rangeFields({ fromVerse, toVerse }: VerseRange) {
  const first = verseKeyOf(fromVerse);
  const last = verseKeyOf(toVerse);
  return { surah_id: first.chapter, from_ayah: first.verse, to_surah_id: last.chapter, to_ayah: last.verse };
}

const within = (verse: number) => Math.min(Math.max(Math.trunc(verse), 1), VERSE_COUNT);

/** The range with its first verse moved to `fromVerse`: its end follows, to stay after it and not too long. */
export function withFirstVerse(range: VerseRange, fromVerse: number): VerseRange {
  const from = within(fromVerse);
  return { fromVerse: from, toVerse: Math.min(Math.max(from, range.toVerse), from + RANGE_VERSES_MAX - 1) };
}

/** The range with its last verse moved to `toVerse`: its start follows, to stay before it and not too long. */
export function withLastVerse(range: VerseRange, toVerse: number): VerseRange {
  const to = within(toVerse);
  return { fromVerse: Math.max(Math.min(range.fromVerse, to), to - RANGE_VERSES_MAX + 1), toVerse: to };
}

/** Whether the server plays the range in one go. */
export function isPlayableRange({ fromVerse, toVerse }: VerseRange): boolean {
  const whole = Number.isInteger(fromVerse) && Number.isInteger(toVerse);
  return (
    whole && fromVerse >= 1 && toVerse <= VERSE_COUNT && fromVerse <= toVerse && toVerse - fromVerse < RANGE_VERSES_MAX
  );
}
