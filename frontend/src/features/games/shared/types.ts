import type { components } from '@/types/openapi';

/** What the study page hands to a game: where it is played and how to leave it. */
export type GameProps = {
  chapter: number;
  verse: number;
  selectedAyah: number;
  onBack: () => void;
  /** Told once how the game went, as the server graded it: when it ends, or, if the player leaves it unfinished,
   * as a loss (graded with the moves made). In the audio game, the question on `verse`. */
  onResult?: (graded: GradedGame) => void;
};

/** A game graded on the server: its deal, and the server's verdict. A review of the verse is rated from it
 * (POST /review/ with the game_id). */
export type GradedGame = {
  gameId: string;
  won: boolean;
  /** Shuffling drops into a wrong gap, a matching submit not all right, a wrong audio answer; 0 in memory. */
  mistakes: number;
};

/** The body of every /games/<game>/ call (SPEC §7). */
export type GameRequest = components['schemas']['GameVersesInputRequest'];

/** The Arabic text's translations, as memory cards and matching items carry them. */
export type VerseTranslations = {
  english_text: string | null;
  russian_text: string | null;
};
