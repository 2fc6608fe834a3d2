import { useTranslation } from 'react-i18next';

import { ButtonLink } from '@/components/ui/button/button';
import { Icon } from '@/components/ui/icon/icon';

import { useReviewToday } from '../api/get-review-today';
import styles from './review-due-banner.module.css';

/** "N verses to review today" on the level map, with the way into the review session. */
export function ReviewDueBanner() {
  const { t } = useTranslation('review');
  const today = useReviewToday();

  // Until the count is known (or if it cannot be: a toast says so) the map needs no placeholder.
  if (!today.data) return null;
  const count = today.data.due_count;

  return (
    <section className={styles.banner} aria-label={t('session.title')}>
      <span className={styles.icon}>
        <Icon name="flip" size={20} />
      </span>
      <p className={styles.text}>{count > 0 ? t('today.due', { count }) : t('today.nothingDue')}</p>
      <ButtonLink to="/review" variant={count > 0 ? 'primary' : 'secondary'} className={styles.action}>
        {count > 0 ? t('today.start') : t('today.plan')}
      </ButtonLink>
    </section>
  );
}
