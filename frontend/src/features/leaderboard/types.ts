import type { components, operations } from '@/types/openapi';

/** GET /leaderboard/'s query: the API defaults every parameter; the app always sends them all. */
export type LeaderboardQuery = Required<NonNullable<operations['leaderboard_list']['parameters']['query']>>;
export type LeaderboardPeriod = LeaderboardQuery['period'];
export type LeaderboardScope = LeaderboardQuery['scope'];

export type LeaderboardRow = components['schemas']['LeaderboardRow'];

/** One page of the ranking, and the learner's own place even outside it. */
export type Leaderboard = components['schemas']['LeaderboardListOutput'];
