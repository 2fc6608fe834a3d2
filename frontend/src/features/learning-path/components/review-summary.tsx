import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { RatingChip } from '@/components/rating-chip/rating-chip';
import type { VerseReference } from '@/types/api';

import { formatDate } from '../utils/format';
import { verseReviews, type ReviewStep, type StepRecord, type VerseReview } from '../utils/review-steps';
import { NewVersesList } from './new-verses-list';
import styles from './review-session.module.css';

type ReviewSummaryProps = {
  steps: ReviewStep[];
  records: ReadonlyMap<number, StepRecord>;
  newVerses: VerseReference[];
};

/** The end of a session: how many verses were reviewed, when each is next due, and today's new verses. */
export function ReviewSummary({ steps, records, newVerses }: ReviewSummaryProps) {
  const { t } = useTranslation('review');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const reviews = verseReviews(steps, records);
  const reviewed = reviews.filter(({ latest }) => latest !== null).length;

  useEffect(() => headingRef.current?.focus(), []);

  return (
    <div className={styles.session}>
      <section className={styles.summary} aria-labelledby={headingId}>
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.sectionTitle}>
          {t('summary.title')}
        </h2>
        <p>{t('summary.reviewed', { count: reviewed })}</p>
        {reviews.length > 0 && (
          <ul className={styles.reviews}>
            {reviews.map((review) => (
              <li key={`${review.chapter}:${review.verse}`} className={styles.review}>
                <span className={styles.reference}>
                  {t('summary.reference', { chapter: review.chapter, verse: review.verse })}
                </span>
                <ReviewState review={review} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <NewVersesList verses={newVerses} />
    </div>
  );
}

function ReviewState({ review }: { review: VerseReview }) {
  const { t, i18n } = useTranslation('review');

  if (review.saving) return <span className={styles.muted}>{t('summary.saving')}</span>;
  if (!review.latest) return <span className={styles.muted}>{t('summary.notSaved')}</span>;
  return (
    <>
      <RatingChip rating={review.latest.rating}>{t(`summary.ratings.${review.latest.rating}`)}</RatingChip>
      <span className={styles.muted}>
        {t('summary.nextDue', { date: formatDate(review.latest.due, i18n.resolvedLanguage ?? 'en') })}
      </span>
    </>
  );
}
