import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { ButtonLink } from '@/components/ui/button/button';
import { Card } from '@/components/ui/card/card';
import { Spinner } from '@/components/ui/spinner/spinner';
import { gamePath } from '@/lib/games';

import { useSlipHistory } from '../api/get-slip-history';
import styles from './weak-spots.module.css';

/** The profile's slips (docs/product.md §2.17): a bar a week for the last 12 weeks, the verses that went a month
 * without a slip, and the way to the Weak spots page. */
export function SlipHistoryCard() {
  const { t, i18n } = useTranslation('recitation');
  const history = useSlipHistory();
  const format = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const dayName = (date: string) => format.format(new Date(`${date}T00:00:00Z`));

  let body;
  if (history.isPending) body = <Spinner />;
  else if (history.isError) body = <p className={styles.muted}>{t('weakSpots.unavailable')}</p>;
  else {
    const { weeks, mended, mended_count: mendedCount } = history.data;
    const most = Math.max(1, ...weeks.map((week) => week.slips));
    const total = weeks.reduce((sum, week) => sum + week.slips, 0);
    body = (
      <>
        <p className={styles.muted}>{t('weakSpots.history.total', { count: total })}</p>
        <ol className={styles.bars} aria-label={t('weakSpots.history.chart')}>
          {weeks.map((week) => (
            <li
              key={week.start}
              className={styles.bar}
              style={{ height: `${(week.slips / most) * 100}%` }}
              title={t('weakSpots.history.week', { date: dayName(week.start), count: week.slips })}
            >
              <span className="visually-hidden">
                {t('weakSpots.history.week', { date: dayName(week.start), count: week.slips })}
              </span>
            </li>
          ))}
        </ol>
        <div className={styles.axis} aria-hidden="true">
          <span>{dayName(weeks[0].start)}</span>
          <span>{dayName(weeks[weeks.length - 1].start)}</span>
        </div>
        {mendedCount === 0 ? (
          <p className={styles.muted}>{t('weakSpots.history.mendedNone')}</p>
        ) : (
          <p className={styles.muted}>
            {t('weakSpots.history.mended', { count: mendedCount })}{' '}
            {mended.map((verse, index) => (
              <span key={`${verse.surah_id}:${verse.ayah_id}`}>
                {index > 0 && ', '}
                <Link to={gamePath(verse)} dir="ltr">
                  {`${verse.surah_id}:${verse.ayah_id}`}
                </Link>
              </span>
            ))}
          </p>
        )}
        <ButtonLink variant="secondary" to="/weak-spots">
          {t('weakSpots.open')}
        </ButtonLink>
      </>
    );
  }
  return <Card title={t('weakSpots.history.title')}>{body}</Card>;
}
