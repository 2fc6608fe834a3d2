import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button/button';
import { Spinner } from '@/components/ui/spinner/spinner';
import { Tabs } from '@/components/ui/tabs/tabs';

import { useLeaderboard } from '../api/get-leaderboard';
import type { Leaderboard, LeaderboardPeriod, LeaderboardScope } from '../types';
import styles from './leaderboard.module.css';
import { LeaderboardRows } from './leaderboard-rows';

export const PAGE_SIZE = 20;

/** The full ranking: this week or all time, among everyone or the people followed, a page at a time. */
export function LeaderboardPage() {
  const { t } = useTranslation('social');
  const panelId = useId();
  const [period, setPeriod] = useState<LeaderboardPeriod>('week');
  const [scope, setScope] = useState<LeaderboardScope>('all');
  const [page, setPage] = useState(0);
  const leaderboard = useLeaderboard({ period, scope, limit: PAGE_SIZE, offset: page * PAGE_SIZE });
  const board = leaderboard.data;
  const pages = Math.max(1, Math.ceil((board?.count ?? 0) / PAGE_SIZE));

  // Another tab is another ranking: it starts at its first page.
  const changePeriod = (next: LeaderboardPeriod) => {
    setPeriod(next);
    setPage(0);
  };
  const changeScope = (next: LeaderboardScope) => {
    setScope(next);
    setPage(0);
  };

  return (
    <div className={styles.page}>
      <div className={styles.tabs}>
        <Tabs
          label={t('leaderboard.period')}
          controls={panelId}
          value={period}
          onChange={changePeriod}
          options={[
            { value: 'week', label: t('leaderboard.periods.week') },
            { value: 'all', label: t('leaderboard.periods.all') },
          ]}
        />
        <Tabs
          label={t('leaderboard.scope')}
          controls={panelId}
          value={scope}
          onChange={changeScope}
          options={[
            { value: 'all', label: t('leaderboard.scopes.all') },
            { value: 'following', label: t('leaderboard.scopes.following') },
          ]}
        />
      </div>
      <section id={panelId} role="tabpanel" className={styles.panel} aria-busy={leaderboard.isFetching}>
        {board ? (
          <>
            {board.results.length > 0 ? (
              <LeaderboardRows rows={board.results} myRank={board.me.rank} />
            ) : (
              <p className={styles.muted}>{t('leaderboard.empty')}</p>
            )}
            <MyPlace board={board} />
            {pages > 1 && (
              <nav className={styles.pagination} aria-label={t('leaderboard.pages')}>
                <Button variant="secondary" disabled={page === 0} onClick={() => setPage(page - 1)}>
                  {t('leaderboard.previous')}
                </Button>
                <span aria-live="polite">{t('leaderboard.pageOf', { page: page + 1, pages })}</span>
                <Button variant="secondary" disabled={page + 1 >= pages} onClick={() => setPage(page + 1)}>
                  {t('leaderboard.next')}
                </Button>
              </nav>
            )}
          </>
        ) : leaderboard.isPending ? (
          <Spinner />
        ) : (
          <p className={styles.muted}>{t('leaderboard.unavailable')}</p>
        )}
      </section>
    </div>
  );
}

/** The learner's own place, always visible: shown below the page when the page does not hold it. */
function MyPlace({ board }: { board: Leaderboard }) {
  const { t } = useTranslation('social');
  const { rank, xp } = board.me;
  const ranks = board.results.map((row) => row.rank);
  if (rank !== null && ranks.includes(rank)) return null;

  return (
    <section className={styles.myPlace} aria-label={t('leaderboard.yourPlace')}>
      {rank === null ? (
        <p className={styles.muted}>{t('leaderboard.unranked')}</p>
      ) : (
        <div className={`${styles.row} ${styles.me}`}>
          <span className={styles.rank} aria-label={t('leaderboard.rank', { rank })}>
            {rank}
          </span>
          <span className={styles.name}>{t('leaderboard.you')}</span>
          <span className={styles.xp}>{t('xp', { value: xp })}</span>
        </div>
      )}
    </section>
  );
}
