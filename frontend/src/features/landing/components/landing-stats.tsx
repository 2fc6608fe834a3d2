import { useTranslation } from 'react-i18next';

import styles from './landing-stats.module.css';

// SPEC §1: fixed sample figures, written exactly as given.
const stats = [
  { value: '87,5%', label: 'landing.stats.success' },
  { value: '1,5m', label: 'landing.stats.ayahs' },
  { value: '100k', label: 'landing.stats.learners' },
] as const;

export function LandingStats() {
  const { t } = useTranslation();

  return (
    <section aria-label={t('landing.stats.label')}>
      <dl className={styles.stats}>
        {stats.map(({ value, label }) => (
          <div key={label} className={styles.stat}>
            <dt className={styles.label}>{t(label)}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
