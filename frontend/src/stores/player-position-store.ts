import { create } from 'zustand';
import { persist } from 'zustand/middleware';

import { globalVerseNumber, isChapterNumber, VERSE_COUNT, verseKeyOf } from '@/lib/verse-counts';

/** Where the Hifz player is in its schedule (pass and repeat from 1, verse index into the range, part index). */
export type PlayerCursor = { pass: number; verseIndex: number; partIndex: number; repeat: number };

/**
 * Verses are held by their global numbers (1:1 is 1, 114:6 is 6236): a range may run over several chapters (a juz,
 * a page range, 113:5 to 114:1), and moving on from a chapter's last verse is moving to the next number.
 */
export type PlayerPosition = {
  fromVerse: number;
  toVerse: number;
  /** The verse the player is on; the page's address shows it. */
  verse: number;
  /** The step to resume at; null = the start of `verse`. */
  cursor: PlayerCursor | null;
  /** One part of one verse played on its own. */
  focus: { verse: number; part: number } | null;
};

type PlayerPositionState = {
  position: PlayerPosition | null;
  setPosition: (position: PlayerPosition) => void;
  updatePosition: (change: Partial<PlayerPosition>) => void;
};

/** A position saved before ranges ran over chapters: verse numbers within one chapter. */
type ChapterPosition = PlayerPosition & { chapter: number };

/** A position of an earlier version as the same verses by global number; one this version cannot read, none. */
function migratePosition(saved: unknown, version: number) {
  const position = (saved as { position?: ChapterPosition | null } | null)?.position ?? null;
  if (version >= 1 || !position) return { position };
  if (!isChapterNumber(position.chapter)) return { position: null };
  const global = (verse: number) => globalVerseNumber({ chapter: position.chapter, verse });
  return {
    position: {
      fromVerse: global(position.fromVerse),
      toVerse: global(position.toVerse),
      verse: global(position.verse),
      cursor: position.cursor,
      focus: position.focus && { verse: global(position.focus.verse), part: position.focus.part },
    },
  };
}

/**
 * The Hifz player's last position, kept in local storage so that a reload resumes where it was and the menu's
 * Karaoke entry opens it again. Shared (not in the feature) because the left menu reads it too.
 */
export const usePlayerPositionStore = create<PlayerPositionState>()(
  persist(
    (set) => ({
      position: null,
      setPosition: (position) => set({ position }),
      updatePosition: (change) => set(({ position }) => (position ? { position: { ...position, ...change } } : {})),
    }),
    {
      name: 'hifz-player-position',
      version: 1,
      migrate: migratePosition,
      partialize: ({ position }) => ({ position }),
    },
  ),
);

/** The player with no verse in the address: it opens at the learner's current verse. */
export const KARAOKE_HOME = '/karaoke';

/** The player's page at a verse (by global number). */
export function karaokeVersePath(globalNumber: number): string {
  const { chapter, verse } = verseKeyOf(globalNumber);
  return `/karaoke/${chapter}/${verse}`;
}

/** The player's page at the last position, or, before the first, at the learner's current verse. A position saved
 * wrong (hand-edited, cut short) is no position: the left menu, on every page, must not fail on it (the player
 * replaces it). */
export function karaokePath(position: PlayerPosition | null): string {
  const verse = position?.verse ?? 0;
  return Number.isInteger(verse) && verse >= 1 && verse <= VERSE_COUNT ? karaokeVersePath(verse) : KARAOKE_HOME;
}
