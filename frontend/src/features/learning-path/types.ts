import type { ReviewOutcome, ReviewToday } from '@/types/api';

/** The quick games a review session plays on each verse (the server's session says which, in what order). */
export type ReviewGameName = ReviewToday['session'][number]['game'];

/** A game played, as the games report it once the server has graded it: the review is rated from that grading. */
export type ReviewGameResult = {
  gameId: string;
};

/** What the session hands the game it plays. The games are another feature: the app passes their player in. */
export type ReviewGameProps = {
  game: ReviewGameName;
  chapter: number;
  verse: number;
  selectedAyah: number;
  onBack: () => void;
  /** The result view's one way on: the next step. */
  next: { label: string; go: () => void };
  /** No "Try again": the first game played on a step is its review. */
  canTryAgain: false;
  onResult: (result: ReviewGameResult) => void;
};

/** Records a graded game as a review of its verse (POST /review/); the app passes the games feature's call. */
export type RecordReview = (review: ReviewGameResult) => Promise<ReviewOutcome>;
