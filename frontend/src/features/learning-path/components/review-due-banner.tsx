import { useTranslation } from 'react-i18next';

import { buttonClassName, ButtonLink } from '@/components/ui/button/button';
import { Icon } from '@/components/ui/icon/icon';

import { useReviewToday } from '../api/get-review-today';
import styles from './review-due-banner.module.css';

/** "N verses to review today" on the level map, with the way into the review session. */
export function ReviewDueBanner() {
  const { t } = useTranslation('review');
  const today = useReviewToday();

  // Until the count is known, an empty banner of the same size holds its place, so the panels below do not jump; if
  // it cannot be known (a toast says so) there is no banner.
  if (!today.data) {
    if (!today.isPending) return null;
    return (
      <div className={`${styles.banner} ${styles.placeholder}`} aria-hidden="true">
        <span className={styles.icon} />
        <p className={styles.text}>&nbsp;</p>
        <span className={buttonClassName('secondary', styles.action)}>&nbsp;</span>
      </div>
    );
  }
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
