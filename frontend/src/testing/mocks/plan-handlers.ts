import { http, HttpResponse } from 'msw';

import type { HifzPlan, PlanAndForecast, PlanForecast, PlanToday } from '@/types/api';

import { api } from './api-path';

export const testPlan: HifzPlan = {
  scope: 'juz_amma',
  first_juz: null,
  last_juz: null,
  sabaq_unit: 'quarter_pages',
  sabaq_amount: 2,
  study_weekdays: [0, 1, 2, 3, 4],
  manzil_days: 14,
  started_on: '2026-12-07',
  paused: false,
};

/** Juz 'Amma at half a page a day, five days a week, two juz memorised: the server's arithmetic for it. */
export const testForecast: PlanForecast = {
  scope_pages: 23,
  memorised_pages: 0,
  remaining_pages: 23,
  remaining_verses: 564,
  sabaq_pages: 0.5,
  study_days_per_week: 5,
  study_days_needed: 46,
  first_day: '2026-12-07',
  finish_on: '2027-02-08',
  manzil_pages: 41,
  manzil_study_days: 10,
  manzil_pages_per_day: 4.1,
  finish_by: null,
  finish_by_study_days: null,
  needed_lines_per_day: null,
};

const verse = (surah_id: number, ayah_id: number) => ({ surah_id, ayah_id });

/** Monday 7 December 2026, the plan's first day: An-Nas to learn, nothing to revise yet, 1:1–2:24 of manzil. */
export const testPlanToday: PlanToday = {
  plan: testPlan,
  day: '2026-12-07',
  study_day: true,
  paused: false,
  done: false,
  streak: 0,
  next_study_day: '2026-12-08',
  sabqi_lessons: 0,
  sabqi_lessons_max: 5,
  forecast: testForecast,
  parts: [
    {
      part: 'sabaq',
      ranges: [{ from_verse: verse(114, 1), to_verse: verse(114, 6) }],
      brought_in: [],
      verses: 6,
      pages: 0.44,
      recited: 0,
      memorised: 0,
      done: false,
    },
    { part: 'sabqi', ranges: [], brought_in: [], verses: 0, pages: 0, recited: 0, memorised: 0, done: true },
    {
      part: 'manzil',
      ranges: [{ from_verse: verse(1, 1), to_verse: verse(2, 24) }],
      brought_in: [{ verse: verse(2, 200), reason: 'weak' }],
      verses: 32,
      pages: 4.06,
      recited: 0,
      memorised: 32,
      done: false,
    },
  ],
};

export const withPlan: PlanAndForecast = { plan: testPlan, forecast: testForecast };

/** A learner who has made no hifz plan. */
export const planHandlers = [
  http.get(api('/plan/'), () => HttpResponse.json<PlanAndForecast>({ plan: null, forecast: null })),
  http.get(api('/plan/today/'), () => HttpResponse.json({ today: null })),
];
