import type { GameVerdict, VerseReference } from '@/types/api';
import type { components } from '@/types/openapi';

/** Where the result view's "Next" leads: the next game or verse, or the next step of a review. */
export type GameNext = { label: string; go: () => void };

/** What the study page (or a review) hands to a game: where it is played, how to leave it, and what follows it. */
export type GameProps = {
  chapter: number;
  verse: number;
  selectedAyah: number;
  onBack: () => void;
  next: GameNext;
  /** Offered on the result view: deals the game anew. Not in a review, where the first game is the review. */
  onTryAgain?: () => void;
  /** Told once how the game went, as the server graded it: when it ends, or, if the player leaves it unfinished,
   * as a loss (graded with the moves made). In the audio game, the question on `verse`. */
  onResult?: (graded: GradedGame) => void;
  /** "Which one?" only: drill the verse against this look-alike alone (a confused pair), not all of them. */
  against?: VerseReference;
};

/** A game graded on the server: its deal, and the server's verdict. A review of the verse is rated from it
 * (POST /review/ with the game_id). */
export type GradedGame = {
  gameId: string;
  won: boolean;
  /** What the game counts as wrong (each game says what; memory counts none). */
  mistakes: number;
};

/** A game's grading as it stands: the server's verdict once it is in, or that it could not be had. */
export type Grading = { verdict?: GameVerdict; failed: boolean };

/** The right answer of a graded game, in its moves' terms (one field, its game's). */
export type GameAnswer = GameVerdict['answer'];

/** The body of every /games/<game>/ call (docs/product.md §7). */
export type GameRequest = components['schemas']['GameVersesInputRequest'];

/** The Arabic text's translations, as memory cards and matching items carry them. */
export type VerseTranslations = {
  english_text: string | null;
  russian_text: string | null;
};

/** What the makhraj page hands to a practice: dealt from nothing, not on a verse of the learner's choosing. */
export type PracticeProps = Pick<GameProps, 'onBack' | 'next' | 'onTryAgain'>;
