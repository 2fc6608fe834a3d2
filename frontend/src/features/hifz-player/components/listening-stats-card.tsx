import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Card } from '@/components/ui/card/card';
import { Spinner } from '@/components/ui/spinner/spinner';
import { karaokePath, usePlayerPositionStore } from '@/stores/player-position-store';

import { useListeningStats } from '../api/get-listening-stats';
import styles from './listening-stats-card.module.css';

/** The profile's listening statistics: today's verses and plays, and verses heard on each of the last 7 days. */
export function ListeningStatsCard() {
  const { t, i18n } = useTranslation('player');
  const stats = useListeningStats();
  const player = karaokePath(usePlayerPositionStore((state) => state.position));

  const days = stats.data?.days ?? [];
  const today = days.at(-1);
  const most = Math.max(1, ...days.map((day) => day.verses));
  // The days are the learner's calendar days: shown as dates, never shifted by a time zone.
  const weekday = new Intl.DateTimeFormat(i18n.resolvedLanguage, { weekday: 'short', timeZone: 'UTC' });

  return (
    <Card title={t('stats.title')}>
      {stats.isPending ? (
        <Spinner />
      ) : (
        <>
          <dl className={styles.today}>
            <div>
              <dt>{t('stats.today')}</dt>
              <dd>{today?.verses ?? 0}</dd>
            </div>
            <div>
              <dt>{t('stats.plays')}</dt>
              <dd>{today?.verse_plays ?? 0}</dd>
            </div>
          </dl>
          <figure className={styles.week}>
            <figcaption>{t('stats.week')}</figcaption>
            <ol className={styles.bars}>
              {days.map((day) => {
                const label = weekday.format(new Date(`${day.day}T00:00:00Z`));
                return (
                  <li key={day.day} aria-label={t('stats.day', { day: label, verses: day.verses })}>
                    <span className={styles.bar} style={{ height: `${(day.verses / most) * 100}%` }} />
                    <span className={styles.dayName} aria-hidden="true">
                      {label}
                    </span>
                  </li>
                );
              })}
            </ol>
          </figure>
        </>
      )}
      <Link to={player}>{t('stats.open')}</Link>
    </Card>
  );
}
