import type { components } from '@/types/openapi';

export type StatsRange = 'week' | 'month' | 'all';

export type RankTitle =
  | 'beginner'
  | 'student'
  | 'reciter'
  | 'memoriser_1_juz'
  | 'memoriser_5_juz'
  | 'memoriser_10_juz'
  | 'memoriser_20_juz'
  | 'hafiz';

/**
 * GET /profile/stats/: days are the learner's own, in their time zone. The schema documents rank_title as a string
 * (its titles only in the description), so the app names them here until the backend makes it an enum.
 */
export type ProfileStats = Omit<components['schemas']['ProfileStatsOutput'], 'rank_title'> & { rank_title: RankTitle };

export type ProfileSettings = components['schemas']['ProfileSettings'];
export type ProfileSettingsUpdate = components['schemas']['ProfileSettingsUpdateInputRequest'];
