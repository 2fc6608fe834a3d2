import { CHAPTER_COUNT, isChapterNumber, verseCount } from '@/lib/verse-counts';

export type VerseLocation = { chapter: number; verse: number };

// docs/product.md §2: the original study order skips from chapter 103 to 107, then 108, then 110, and back the same
// way; the arrows keep it while the learner's own path has not loaded.
const nextChapterJumps: Partial<Record<number, number>> = { 103: 107, 107: 108, 108: 110 };
const previousChapterJumps: Partial<Record<number, number>> = { 110: 108, 108: 107, 107: 103 };

/** The order the learner's path takes the chapters in (GET /path/'s chapter_order), when it has loaded. */
export type ChapterOrder = readonly number[];

/** The verse after `location`: the next verse, else verse 1 of the chapter after it on the learner's path (`order`), or
 * without it, in the original study order with its jumps; null at the path's end (after 114 in the original order). */
export function nextVerse({ chapter, verse }: VerseLocation, order?: ChapterOrder): VerseLocation | null {
  if (verse < verseCount(chapter)) return { chapter, verse: verse + 1 };
  const following = order ? chapterOnPath(order, chapter, 1) : originalNextChapter(chapter);
  return following === null ? null : { chapter: following, verse: 1 };
}

/**
 * The verse before `location`: the previous verse, else the last verse of the chapter before it on the learner's path
 * (`order`). Without it, the original study order: the last verse of the previous chapter, but a jump back along that
 * order lands on verse 1 of its chapter (docs/product.md §2). Null at the path's start (before 1:1 in that order).
 */
export function previousVerse({ chapter, verse }: VerseLocation, order?: ChapterOrder): VerseLocation | null {
  if (verse > 1) return { chapter, verse: verse - 1 };
  if (order) {
    const before = chapterOnPath(order, chapter, -1);
    return before === null ? null : { chapter: before, verse: verseCount(before) };
  }
  const jump = previousChapterJumps[chapter];
  if (jump !== undefined) return { chapter: jump, verse: 1 };
  if (chapter > 1) return { chapter: chapter - 1, verse: verseCount(chapter - 1) };
  return null;
}

function originalNextChapter(chapter: number): number | null {
  const jump = nextChapterJumps[chapter];
  if (jump !== undefined) return jump;
  return chapter < CHAPTER_COUNT ? chapter + 1 : null;
}

/** The chapter `step` places after (1) or before (-1) `chapter` on the path; null past either end. */
function chapterOnPath(order: ChapterOrder, chapter: number, step: 1 | -1): number | null {
  const position = order.indexOf(chapter);
  if (position === -1) return null;
  return order[position + step] ?? null;
}

export function versePath({ chapter, verse }: VerseLocation): string {
  return `/games/${chapter}/${verse}`;
}

export type VerseRoute =
  | ({ status: 'found' } & VerseLocation)
  /** The URL names a real chapter but not a valid verse number: go to `chapter`:`verse` instead. */
  | ({ status: 'redirect' } & VerseLocation)
  | { status: 'chapter-not-found' };

const wholeNumber = /^-?\d+$/;

/**
 * Reads /games/{id}/{ayahId} (docs/product.md §2, §5): an unknown chapter is not found; a verse number above the
 * chapter's count goes to its last verse, below 1 to verse 1, and a missing or non-numeric one to verse 1.
 */
export function resolveVerseRoute(chapterParam: string | undefined, verseParam: string | undefined): VerseRoute {
  const chapter = chapterParam !== undefined && /^\d+$/.test(chapterParam) ? Number(chapterParam) : Number.NaN;
  if (!isChapterNumber(chapter)) return { status: 'chapter-not-found' };

  const requested = verseParam !== undefined && wholeNumber.test(verseParam) ? Number(verseParam) : 1;
  const verse = Math.min(Math.max(requested, 1), verseCount(chapter));
  // Anything but the plain numbers (a clamped verse, "abc", "007") is rewritten to them.
  const canonical = chapterParam === String(chapter) && verseParam === String(verse);
  return { status: canonical ? 'found' : 'redirect', chapter, verse };
}
