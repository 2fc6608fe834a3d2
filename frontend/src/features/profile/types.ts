import type { components } from '@/types/openapi';

export type StatsRange = 'week' | 'month' | 'all';

/** GET /profile/stats/: days are the learner's own, in their time zone. */
export type ProfileStats = components['schemas']['ProfileStatsOutput'];

export type ProfileSettings = components['schemas']['ProfileSettings'];
export type ProfileSettingsUpdate = components['schemas']['ProfileSettingsUpdateInputRequest'];
