import type { ReviewOutcome, ReviewToday } from '@/types/api';

import type { ReviewGameName } from '../types';

/** One game on one verse. */
export type ReviewStep = { chapter: number; verse: number; game: ReviewGameName };

/** A step's review as it is recorded. */
export type StepRecord = { status: 'saving' } | { status: 'saved'; outcome: ReviewOutcome } | { status: 'failed' };

/** Today's session as the server keeps it: its steps, the reviews already recorded (by step), and where to go on
 * from (the first step not reviewed; past the last when every one is). */
export function sessionFromServer(session: ReviewToday['session']): {
  steps: ReviewStep[];
  records: ReadonlyMap<number, StepRecord>;
  position: number;
} {
  const steps = session.map(({ surah_id, ayah_id, game }) => ({ chapter: surah_id, verse: ayah_id, game }));
  const records = new Map<number, StepRecord>();
  session.forEach(({ review }, index) => {
    if (review) records.set(index, { status: 'saved', outcome: review });
  });
  const position = session.findIndex(({ review }) => review === null);
  return { steps, records, position: position === -1 ? session.length : position };
}

/** Where a reviewed verse stands after the session. */
export type VerseReview = {
  chapter: number;
  verse: number;
  /** The last recorded review, which set when the verse is next due; null if none was saved. */
  latest: ReviewOutcome | null;
  /** A review of it is still being recorded. */
  saving: boolean;
};

/** The verses with a recorded (or recording) review, in session order. A verse whose every game was skipped
 * before it loaded has none. */
export function verseReviews(steps: readonly ReviewStep[], records: ReadonlyMap<number, StepRecord>): VerseReview[] {
  const byVerse = new Map<string, VerseReview>();
  steps.forEach(({ chapter, verse }, index) => {
    const record = records.get(index);
    if (!record) return;
    const key = `${chapter}:${verse}`;
    const review = byVerse.get(key) ?? { chapter, verse, latest: null, saving: false };
    byVerse.set(key, {
      ...review,
      latest: record.status === 'saved' ? record.outcome : review.latest,
      saving: review.saving || record.status === 'saving',
    });
  });
  return [...byVerse.values()];
}
