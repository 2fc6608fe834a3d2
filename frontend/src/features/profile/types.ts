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

/** GET /profile/stats/: days are the learner's own, in their time zone. */
export type ProfileStats = {
  date_joined: string;
  day_streak: number;
  won_today: boolean;
  weekly_goal: number;
  week_xp: number;
  weekly_goal_percent: number;
  total_xp: number;
  verses_memorised: number;
  /** Share of the Qur'an's verses at 100, as a percentage with two decimals. */
  quran_share: number;
  rank_title: RankTitle;
  following_count: number;
  followers_count: number;
  /** Every day of the range, oldest first. */
  xp_per_day: { date: string; xp: number }[];
};

export type ProfileSettings = { time_zone: string };
