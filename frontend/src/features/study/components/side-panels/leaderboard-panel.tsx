import { useTranslation } from 'react-i18next';

import { Card } from '@/components/ui/card/card';

import styles from './side-panels.module.css';

// SPEC §9 demo leaderboard; a later issue replaces it with the real ranking.
const demoLeaders = [
  { rank: 1, name: 'leaderboard.demo.first', xp: 620 },
  { rank: 2, name: 'leaderboard.demo.second', xp: 570 },
  { rank: 3, name: 'leaderboard.demo.third', xp: 500 },
] as const;

export function LeaderboardPanel() {
  const { t } = useTranslation('study');

  return (
    <Card title={t('leaderboard.title')}>
      <ol className={styles.leaders}>
        {demoLeaders.map(({ rank, name, xp }) => (
          <li key={rank} className={styles.leader}>
            <span className={styles.rank} aria-label={t('leaderboard.rank', { rank })}>
              {rank}
            </span>
            <span className={styles.avatar} aria-hidden="true">
              {t(name).charAt(0)}
            </span>
            <span className={styles.leaderName}>{t(name)}</span>
            <span className={styles.xp}>{t('xp', { value: xp })}</span>
          </li>
        ))}
      </ol>
      {/* Inert until the full leaderboard exists, like the left menu's coming-soon entries. */}
      <button type="button" className={styles.showMore} aria-disabled="true" title={t('comingSoon')}>
        {t('leaderboard.showMore')}
      </button>
    </Card>
  );
}
