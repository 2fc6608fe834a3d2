import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { ButtonLink, buttonClassName } from '@/components/ui/button/button';
import { Icon } from '@/components/ui/icon/icon';

import { usePlanToday } from '../api/plan';
import { formatWeekday } from '../utils/plan-format';
import styles from './plan.module.css';

/** The first thing the level map offers: today's three parts and whether each is done, or the way to make a plan.
 * `compact` (above the map on a phone): one row, the parts without the lines that explain them. */
export function TodayCard({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation('plan');
  const today = usePlanToday();
  const titleId = useId();
  // Until the day comes, a card of the same size (as a learner without a plan sees it) holds its place, so the panels
  // below do not jump; if it cannot be had there is no card (the page itself says why).
  if (today.isPending) {
    return (
      <div className={`${compact ? styles.cardCompact : styles.card} ${styles.placeholder}`} aria-hidden="true">
        <p className={styles.cardTitle}>{t('today.card.title')}</p>
        {!compact && <p className={styles.muted}>{t('today.card.noPlan')}</p>}
        <span className={buttonClassName('primary')}>{t(compact ? 'today.card.makeShort' : 'today.card.make')}</span>
      </div>
    );
  }
  if (today.data === undefined) return null;

  const day = today.data;
  let body;
  if (day === null) body = compact ? null : <p className={styles.muted}>{t('today.card.noPlan')}</p>;
  else if (day.paused) body = <p className={styles.muted}>{t('today.card.paused')}</p>;
  else if (!day.study_day)
    body = (
      <p className={styles.muted}>
        {day.next_study_day
          ? t('today.card.dayOff', { day: formatWeekday(day.next_study_day, i18n.language) })
          : t('today.dayOffNoNext')}
      </p>
    );
  else
    body = (
      <>
        {day.done && !compact && <p className={styles.muted}>{t('today.card.done')}</p>}
        <ul className={styles.cardParts}>
          {day.parts.map((part) => (
            <li
              key={part.part}
              className={part.done ? styles.badgeDone : styles.badgeOpen}
              aria-label={t('today.partState', {
                part: t(`today.names.${part.part}`),
                state: part.done ? t('today.partDone') : t('today.partOpen'),
              })}
            >
              {part.done && <Icon name="check" size={14} />}
              {t(`today.names.${part.part}`)}
            </li>
          ))}
        </ul>
      </>
    );
  return (
    <section className={compact ? styles.cardCompact : styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {t('today.card.title')}
      </h2>
      {body}
      <ButtonLink to={day === null ? '/plan' : '/today'} variant={day?.done ? 'secondary' : 'primary'}>
        {day === null
          ? t(compact ? 'today.card.makeShort' : 'today.card.make')
          : t(compact ? 'today.card.openShort' : 'today.card.open')}
      </ButtonLink>
    </section>
  );
}
