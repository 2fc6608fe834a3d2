import { useTranslation } from 'react-i18next';

import { PersonAvatar } from '@/components/ui/person-avatar/person-avatar';

import type { LeaderboardRow } from '../types';
import styles from './leaderboard.module.css';

/** Ranked learners: rank, photo, name and xp. */
export function LeaderboardRows({ rows }: { rows: LeaderboardRow[] }) {
  const { t } = useTranslation('social');

  return (
    <ol className={styles.rows}>
      {rows.map(({ rank, user_id, name, photo_url, xp }) => {
        const shownName = name || t('unnamed');
        return (
          <li key={user_id} className={styles.row}>
            <span className={styles.rank} aria-label={t('leaderboard.rank', { rank })}>
              {rank}
            </span>
            <PersonAvatar name={shownName} photoUrl={photo_url} />
            <span className={styles.name}>{shownName}</span>
            <span className={styles.xp}>{t('xp', { value: xp })}</span>
          </li>
        );
      })}
    </ol>
  );
}
