import { useTranslation } from 'react-i18next';

import { useLandingFigures } from '../api/get-landing-figures';
import { formatCount, formatPercent } from '../utils/format-figures';
import styles from './landing-stats.module.css';

/** Hafiz in numbers, counted from the site's data; while the site is young, one plain line instead. Nothing shows
 * while the figures load or if they cannot be had: the landing makes no claim it cannot back. */
export function LandingStats() {
  const { t } = useTranslation();
  const figures = useLandingFigures().data;
  if (!figures) return null;

  if (figures.young_site) {
    return (
      <section aria-label={t('landing.stats.label')}>
        <p className={styles.young}>{t('landing.stats.young')}</p>
      </section>
    );
  }

  const percent = figures.weekly_goal_met_percent;
  // No share to give while nobody practised last week.
  const stats = [
    { value: percent === null ? null : formatPercent(percent, t), label: 'landing.stats.success' },
    { value: formatCount(figures.verses_practised, t), label: 'landing.stats.ayahs' },
    { value: formatCount(figures.learners, t), label: 'landing.stats.learners' },
  ] as const;

  return (
    <section aria-label={t('landing.stats.label')}>
      <dl className={styles.stats}>
        {stats.map(
          ({ value, label }) =>
            value !== null && (
              <div key={label} className={styles.stat}>
                <dt className={styles.label}>{t(label)}</dt>
                <dd className={styles.value}>{value}</dd>
              </div>
            ),
        )}
      </dl>
    </section>
  );
}
