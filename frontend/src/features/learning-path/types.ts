import type { ReviewOutcome } from '@/types/api';

/** The quick games a review session plays on each due verse, in this order. */
export const reviewGames = ['audio', 'shuffling'] as const;
export type ReviewGameName = (typeof reviewGames)[number];

/** How a game went, as the games report it. */
export type ReviewGameResult = {
  won: boolean;
  mistakes: number;
  flips?: number;
  pairs?: number;
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

/** Records a game's result as a review of its verse (POST /review/); the app passes the games feature's call. */
export type RecordReview = (
  review: ReviewGameResult & { chapter: number; verse: number; game: ReviewGameName },
) => Promise<ReviewOutcome>;
