export type LeaderboardPeriod = 'week' | 'all';
export type LeaderboardScope = 'all' | 'following';

/** GET /leaderboard/'s query. */
export type LeaderboardQuery = {
  period: LeaderboardPeriod;
  scope: LeaderboardScope;
  limit: number;
  offset: number;
};

export type LeaderboardRow = {
  rank: number;
  user_id: number;
  name: string;
  /** A path under the site's origin, or null. */
  photo_url: string | null;
  xp: number;
};

export type Leaderboard = {
  results: LeaderboardRow[];
  /** Learners ranked: those with xp above 0 in the period. */
  count: number;
  /** The learner's own place, even outside the page; rank is null while they have no xp in the period. */
  me: { rank: number | null; xp: number };
};
