import { create } from 'zustand';
import { persist } from 'zustand/middleware';

/** Where the Hifz player is in its schedule (pass and repeat from 1, verse index into the range, part index). */
export type PlayerCursor = { pass: number; verseIndex: number; partIndex: number; repeat: number };

export type PlayerPosition = {
  chapter: number;
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
    { name: 'hifz-player-position', partialize: ({ position }) => ({ position }) },
  ),
);

/** The player with no verse in the address: it opens at the learner's current verse. */
export const KARAOKE_HOME = '/karaoke';

/** The player's page at the last position, or, before the first, at the learner's current verse. */
export function karaokePath(position: PlayerPosition | null): string {
  return position ? `/karaoke/${position.chapter}/${position.verse}` : KARAOKE_HOME;
}
