import { http, HttpResponse } from 'msw';

import type { ConfusedPairs, LearningPath, LearningPathUpdate, ReviewStats, ReviewToday } from '@/types/api';

import { api } from './api-path';

const chapters = Array.from({ length: 114 }, (_, index) => index + 1);

/** The chapters in the order a path takes them, as the server orders them. */
export function pathChapterOrder({ kind, chapter }: Pick<LearningPath, 'kind' | 'chapter'>): number[] {
  // After Juz 'Amma: Juz 29 (67–77), Juz 28 (58–66), then from Al-Fatihah (backend hafiz/review/paths.py).
  const afterJuzAmma = [...chapters.slice(66, 77), ...chapters.slice(57, 66), ...chapters.slice(0, 57)];
  if (kind === 'juz_amma' && chapter === 78) return [...chapters.slice(77), ...afterJuzAmma];
  if (kind !== 'custom') return [...chapters.slice(77).reverse(), ...afterJuzAmma];
  const start = (chapter ?? 1) - 1;
  return [...chapters.slice(start), ...chapters.slice(0, start)];
}

/** A learner who never chose a path: Hafiz's, 3 new verses a day. */
export const testLearningPath: LearningPath = {
  kind: 'hafidh',
  chapter: null,
  daily_new_verses: 3,
  chosen: false,
  chapter_order: pathChapterOrder({ kind: 'hafidh', chapter: null }),
};

/** Nothing memorised, so nothing due; today's plan starts An-Nas. */
export const testReviewToday: ReviewToday = {
  due: [],
  due_count: 0,
  new: [1, 2, 3].map((ayah_id) => ({ surah_id: 114, ayah_id })),
  session: [],
  confused_pairs: [],
};

export const testReviewStats: ReviewStats = {
  memorised: 0,
  recall_today: null,
  due_per_day: Array.from({ length: 14 }, (_, index) => ({
    date: `2025-03-${String(10 + index).padStart(2, '0')}`,
    count: 0,
  })),
};

export const reviewHandlers = [
  http.get(api('/path/'), () => HttpResponse.json(testLearningPath)),
  http.put(api('/path/'), async ({ request }) => {
    const path = (await request.json()) as LearningPathUpdate;
    return HttpResponse.json<LearningPath>({ ...path, chosen: true, chapter_order: pathChapterOrder(path) });
  }),
  http.get(api('/review/today/'), () => HttpResponse.json(testReviewToday)),
  http.get(api('/review/stats/'), () => HttpResponse.json(testReviewStats)),
  // No look-alike verses taken for each other yet.
  http.get(api('/review/confusions/'), () => HttpResponse.json<ConfusedPairs>({ pairs: [] })),
];
