import { http, HttpResponse } from 'msw';

import type { SlipHistory, WeakSpots, WeakWords } from '@/types/api';

import { api } from './api-path';

/** Twelve weeks without a slip, the last beginning on 2025-03-04. */
export const quietSlipHistory: SlipHistory = {
  weeks: Array.from({ length: 12 }, (_, week) => ({
    start: new Date(Date.UTC(2024, 11, 17 + 7 * week)).toISOString().slice(0, 10),
    slips: 0,
  })),
  mended: [],
  mended_count: 0,
};

/** A learner who never slipped: no weak words anywhere. */
export const weakSpotsHandlers = [
  http.get(api('/recitations/weak-words/'), () => HttpResponse.json<WeakWords>({ verses: [] })),
  http.get(api('/recitations/weak-spots/'), () => HttpResponse.json<WeakSpots>({ verses: [] })),
  http.get(api('/recitations/slip-history/'), () => HttpResponse.json<SlipHistory>(quietSlipHistory)),
];
