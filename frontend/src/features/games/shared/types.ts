import type { GameName } from '@/types/games';
import type { components } from '@/types/openapi';

/** What the study page hands to a game: where it is played and how to leave it. */
export type GameProps = {
  chapter: number;
  verse: number;
  selectedAyah: number;
  onBack: () => void;
  /** Told once how the game went: when it ends, or, if the player leaves it unfinished, as a loss. */
  onResult?: (result: GameResult) => void;
};

/** How a game went, as a review of the verse counts it (POST /review/). */
export type GameResult = {
  won: boolean;
  /** Wrong audio answers, failed matching submits, shuffling moves into a wrong gap; 0 in memory. */
  mistakes: number;
  /** Memory only: the turns taken (two cards each) and the pairs on the board. */
  flips?: number;
  pairs?: number;
};

/** The body of every /games/<game>/ call (SPEC §7). */
export type GameRequest = components['schemas']['GameVersesInputRequest'];

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
