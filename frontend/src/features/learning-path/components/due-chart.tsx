import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import type { ReviewStats } from '@/types/api';

import { formatDay } from '../utils/format';
import styles from './learning-path-card.module.css';

type DueChartProps = {
  days: ReviewStats['due_per_day'];
};

/** Reviews due on each of the next 14 days, as bars; each bar's day and count are its text for screen readers. */
export function DueChart({ days }: DueChartProps) {
  const { t, i18n } = useTranslation('review');
  const language = i18n.resolvedLanguage ?? 'en';
  const highest = Math.max(1, ...days.map(({ count }) => count));
  const titleId = useId();

  return (
    <figure className={styles.chart} aria-labelledby={titleId}>
      <figcaption id={titleId} className={styles.chartTitle}>
        {t('profile.dueChart')}
      </figcaption>
      <ol className={styles.bars}>
        {days.map(({ date, count }) => (
          <li key={date} className={styles.day}>
            <span className="visually-hidden">{t('profile.dueOnDay', { date: formatDay(date, language), count })}</span>
            <span className={styles.count} aria-hidden="true">
              {count > 0 ? count : ''}
            </span>
            <span className={styles.barTrack} aria-hidden="true">
              <span className={styles.bar} style={{ height: `${(100 * count) / highest}%` }} />
            </span>
            <span className={styles.dayLabel} aria-hidden="true">
              {new Date(`${date}T00:00:00Z`).getUTCDate()}
            </span>
          </li>
        ))}
      </ol>
    </figure>
  );
}
