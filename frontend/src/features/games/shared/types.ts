import type { GameName } from '@/types/games';

/** What the study page hands to a game: where it is played and how to leave it. */
export type GameProps = {
  chapter: number;
  verse: number;
  selectedAyah: number;
  onBack: () => void;
};

/** The body of every /games/<game>/ call (SPEC §7). */
export type GameRequest = {
  /** Chapter number. */
  id: number;
  /** The current verse; in the audio game, the verse being asked. */
  ayahId: number;
  /** 'Number of ayahs: N'. */
  selectedAyah: number;
};

/** A won game on a verse, as the progress call records it. */
export type GameWin = {
  chapter: number;
  verse: number;
  game: GameName;
};

/** The Arabic text's translations, as memory cards and matching items carry them. */
export type VerseTranslations = {
  english_text: string | null;
  russian_text: string | null;
};
