// Verses in each chapter (Hafs numbering, as the backend's canon): index 0 is chapter 1. The counts
// never change, so a page can check and clamp a verse number before any call returns.
const versesPerChapter = [
  7, 286, 200, 176, 120, 165, 206, 75, 129, 109, 123, 111, 43, 52, 99, 128, 111, 110, 98, 135, 112, 78, 118, 64, 77,
  227, 93, 88, 69, 60, 34, 30, 73, 54, 45, 83, 182, 88, 75, 85, 54, 53, 89, 59, 37, 35, 38, 29, 18, 45, 60, 49, 62, 55,
  78, 96, 29, 22, 24, 13, 14, 11, 11, 18, 12, 12, 30, 52, 52, 44, 28, 28, 20, 56, 40, 31, 50, 40, 46, 42, 29, 19, 36,
  25, 22, 17, 19, 26, 30, 20, 15, 21, 11, 8, 8, 19, 5, 8, 8, 11, 11, 8, 3, 9, 5, 4, 7, 3, 6, 3, 5, 4, 5, 6,
] as const;

export const CHAPTER_COUNT = 114;

export const chapterNumbers = Array.from({ length: CHAPTER_COUNT }, (_, index) => index + 1);

export function isChapterNumber(value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= CHAPTER_COUNT;
}

/** The number of verses in `chapter` (1..114). */
export function verseCount(chapter: number): number {
  if (!isChapterNumber(chapter)) throw new RangeError(`There is no chapter ${chapter}.`);
  return versesPerChapter[chapter - 1];
}

export const VERSE_COUNT = 6236;
/** The pages of the Madani mushaf. */
export const PAGE_COUNT = 604;

// The global number of each chapter's first verse, index 0 = chapter 1.
const chapterFirstVerses = versesPerChapter.map(
  (_, index) => 1 + versesPerChapter.slice(0, index).reduce((total, count) => total + count, 0),
);

/** A verse by its chapter and its number in the chapter. */
export type VerseKey = { chapter: number; verse: number };

/** The verse's place in the whole Qur'an, 1..6236 (1:1 is 1, 114:6 is 6236), for ranges over several chapters. */
export function globalVerseNumber({ chapter, verse }: VerseKey): number {
  return chapterFirstVerses[chapter - 1] + verse - 1;
}

/** The chapter and verse of a global verse number (1..6236). */
export function verseKeyOf(globalNumber: number): VerseKey {
  if (!Number.isInteger(globalNumber) || globalNumber < 1 || globalNumber > VERSE_COUNT) {
    throw new RangeError(`There is no verse ${globalNumber}.`);
  }
  let chapter = CHAPTER_COUNT;
  while (chapterFirstVerses[chapter - 1] > globalNumber) chapter -= 1;
  return { chapter, verse: globalNumber - chapterFirstVerses[chapter - 1] + 1 };
}
