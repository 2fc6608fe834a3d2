import { useTranslation } from 'react-i18next';

import { PersonAvatar } from '@/components/ui/person-avatar/person-avatar';
import { usePersonName } from '@/lib/person-name';

import type { LeaderboardRow } from '../types';
import styles from './leaderboard.module.css';

type LeaderboardRowsProps = {
  rows: LeaderboardRow[];
  /** The learner's own rank (ranks are unique): that row is marked as theirs. */
  myRank: number | null;
};

/** Ranked learners: rank, photo, name and xp; the learner's own row marked. */
export function LeaderboardRows({ rows, myRank }: LeaderboardRowsProps) {
  const { t } = useTranslation('social');
  const personName = usePersonName();

  return (
    <ol className={styles.rows}>
      {rows.map(({ rank, user_id, name, photo_url, xp }) => {
        const shownName = personName(name);
        const mine = rank === myRank;
        return (
          <li key={user_id} className={`${styles.row} ${mine ? styles.mine : ''}`} aria-current={mine || undefined}>
            <span className={styles.rank} aria-label={t('leaderboard.rank', { rank })}>
              {rank}
            </span>
            <PersonAvatar name={shownName} photoUrl={photo_url} />
            <span className={styles.nameCell}>
              <span className={styles.name}>{shownName}</span>
              {mine && <span className={styles.youTag}>{t('leaderboard.you')}</span>}
            </span>
            <span className={styles.xp}>{t('xp', { value: xp })}</span>
          </li>
        );
      })}
    </ol>
  );
}
