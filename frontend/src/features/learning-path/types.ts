import type { ReviewOutcome } from '@/types/api';

/** The quick games a review session plays on each due verse, in this order. */
export const reviewGames = ['audio', 'shuffling'] as const;
export type ReviewGameName = (typeof reviewGames)[number];

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
  onResult: (result: ReviewGameResult) => void;
};

/** Records a graded game as a review of its verse (POST /review/); the app passes the games feature's call. */
export type RecordReview = (review: ReviewGameResult) => Promise<ReviewOutcome>;
