import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Card } from '@/components/ui/card/card';
import { Icon } from '@/components/ui/icon/icon';
import { Spinner } from '@/components/ui/spinner/spinner';
import { Tabs } from '@/components/ui/tabs/tabs';

import { useProfileStats } from '../api/get-profile-stats';
import type { StatsRange } from '../types';
import styles from './statistics-card.module.css';
import { WeeklyGoal } from './weekly-goal';
import { XpChart } from './xp-chart';

/** Day streak, weekly goal, total xp and xp per day over a chosen range. */
export function StatisticsCard() {
  const { t } = useTranslation(['translation', 'social']);
  const panelId = useId();
  const [range, setRange] = useState<StatsRange>('week');
  const stats = useProfileStats(range);

  return (
    <Card title={t('profile.statistics.title')}>
      <Tabs
        label={t('social:stats.range')}
        controls={panelId}
        value={range}
        onChange={setRange}
        options={[
          { value: 'week', label: t('social:stats.ranges.week') },
          { value: 'month', label: t('social:stats.ranges.month') },
          { value: 'all', label: t('social:stats.ranges.all') },
        ]}
      />
      <div id={panelId} role="tabpanel" className={styles.panel} aria-busy={stats.isFetching}>
        {stats.data ? (
          <>
            <ul className={styles.list}>
              <li className={styles.item}>
                <span className={styles.icon}>
                  <Icon name="flame" />
                </span>
                <span className={styles.value}>{stats.data.day_streak}</span>
                <span className={styles.label}>{t('social:stats.dayStreak', { count: stats.data.day_streak })}</span>
              </li>
              <li className={styles.item}>
                <span className={styles.icon}>
                  <Icon name="star" />
                </span>
                <span className={styles.value}>{stats.data.total_xp}</span>
                <span className={styles.label}>{t('social:stats.totalXp')}</span>
              </li>
            </ul>
            <WeeklyGoal {...stats.data} />
            <XpChart days={stats.data.xp_per_day} />
          </>
        ) : stats.isPending ? (
          <Spinner />
        ) : (
          <p className={styles.muted}>{t('social:stats.unavailable')}</p>
        )}
      </div>
    </Card>
  );
}
