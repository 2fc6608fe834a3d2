import { http, HttpResponse } from 'msw';

import { api } from './api-path';

/** A week's figures of a learner one day into their streak, who earned 12xp today. */
export const testStats = {
  date_joined: '2024-03-15T10:00:00Z',
  day_streak: 1,
  won_today: true,
  weekly_goal: 50,
  week_xp: 12,
  weekly_goal_percent: 24,
  total_xp: 112,
  verses_memorised: 4,
  quran_share: 0.06,
  rank_title: 'beginner',
  following_count: 2,
  followers_count: 1,
  xp_per_day: ['04', '05', '06', '07', '08', '09', '10'].map((day, index) => ({
    date: `2025-03-${day}`,
    xp: index === 6 ? 12 : 0,
  })),
};

export const testQuests = [
  {
    id: 'win_1',
    icon: 'trophy',
    title_key: 'quests.win_games',
    params: { count: 1 },
    progress: 1,
    target: 1,
    done: true,
    xp: 5,
  },
  {
    id: 'xp_20',
    icon: 'bolt',
    title_key: 'quests.earn_xp',
    params: { count: 20 },
    progress: 12,
    target: 20,
    done: false,
    xp: 5,
  },
  {
    id: 'memory_2',
    icon: 'gamepad',
    title_key: 'quests.win_game',
    params: { count: 2, game: 'memory' },
    progress: 0,
    target: 2,
    done: false,
    xp: 5,
  },
];

export const testLeaders = [
  { rank: 1, user_id: 7, name: 'Abdullah Karim', photo_url: null, xp: 620 },
  { rank: 2, user_id: 8, name: 'Maryam Ali', photo_url: '/media/photos/8.jpg', xp: 570 },
  { rank: 3, user_id: 9, name: 'Yusuf Idris', photo_url: null, xp: 500 },
];

const emptyPage = { count: 0, next: null, previous: null, results: [] };

/** The social and xp endpoints every signed-in page reads, with a learner's ordinary figures. */
export const socialHandlers = [
  http.get(api('/progress/next_xp/'), () =>
    HttpResponse.json({
      shuffling: { xp: 10, pays: 'first_win' },
      memory: { xp: 10, pays: 'first_win' },
      matching: { xp: 2, pays: 'repeat_win' },
      audio: { xp: 0, pays: 'nothing_today' },
      gaps: { xp: 10, pays: 'first_win' },
    }),
  ),
  http.get(api('/progress/current/'), () => HttpResponse.json({ surah_id: 114, ayah_id: 2, path_finished: false })),
  http.get(api('/quests/today/'), () => HttpResponse.json(testQuests)),
  http.get(api('/leaderboard/'), ({ request }) => {
    const limit = Number(new URL(request.url).searchParams.get('limit') ?? 50);
    return HttpResponse.json({ results: testLeaders.slice(0, limit), count: 3, me: { rank: 2, xp: 570 } });
  }),
  http.get(api('/profile/stats/'), () => HttpResponse.json(testStats)),
  http.get(api('/profile/following/'), () => HttpResponse.json(emptyPage)),
  http.get(api('/profile/followers/'), () => HttpResponse.json(emptyPage)),
  http.get(api('/users/'), () => HttpResponse.json(emptyPage)),
  // The server already counts days in the browser's zone: nothing to send.
  http.get(api('/auth/profile/settings/'), () =>
    HttpResponse.json({
      time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      utc_offset_minutes: -new Date().getTimezoneOffset(),
    }),
  ),
];
