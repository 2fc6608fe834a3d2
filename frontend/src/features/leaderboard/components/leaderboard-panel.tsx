import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Card } from '@/components/ui/card/card';
import { Spinner } from '@/components/ui/spinner/spinner';

import { useLeaderboard } from '../api/get-leaderboard';
import styles from './leaderboard.module.css';
import { LeaderboardRows } from './leaderboard-rows';

const TOP_THREE = { period: 'week', scope: 'all', limit: 3, offset: 0 } as const;

/** The week's top three, for the level map's right column; the full ranking is on /leaderboards. */
export function LeaderboardPanel() {
  const { t } = useTranslation('social');
  const leaderboard = useLeaderboard(TOP_THREE);

  return (
    <Card title={t('leaderboard.title')}>
      {leaderboard.data ? (
        leaderboard.data.results.length > 0 ? (
          <LeaderboardRows rows={leaderboard.data.results} myRank={leaderboard.data.me.rank} />
        ) : (
          <p className={styles.muted}>{t('leaderboard.empty')}</p>
        )
      ) : leaderboard.isPending ? (
        <div className={styles.topThreeLoading}>
          <Spinner />
        </div>
      ) : (
        <p className={styles.muted}>{t('leaderboard.unavailable')}</p>
      )}
      <Link to="/leaderboards" className={styles.showMore}>
        {t('leaderboard.showMore')}
      </Link>
    </Card>
  );
}
