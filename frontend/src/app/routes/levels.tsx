import { useTranslation } from 'react-i18next';

import { AppLayout } from '@/components/layouts/app-layout';
import { LevelMap } from '@/features/study/components/level-map/level-map';
import { CurrentLevelLink } from '@/features/study/components/side-panels/current-level-link';
import { DailyQuestsPanel } from '@/features/study/components/side-panels/daily-quests-panel';
import { LeaderboardPanel } from '@/features/study/components/side-panels/leaderboard-panel';

import { ProfileNav } from '../components/profile-nav';
import styles from './levels.module.css';

export default function LevelsRoute() {
  const { t } = useTranslation('study');

  return (
    <AppLayout title={t('levels.title')}>
      <div className={styles.layout}>
        <LevelMap />
        <aside className={styles.aside}>
          <div className={styles.profile}>
            <ProfileNav />
          </div>
          <CurrentLevelLink />
          <LeaderboardPanel />
          <DailyQuestsPanel />
        </aside>
      </div>
    </AppLayout>
  );
}
