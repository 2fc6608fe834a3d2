import { useTranslation } from 'react-i18next';

import { AppLayout } from '@/components/layouts/app-layout';
import { LeaderboardPanel } from '@/features/leaderboard/components/leaderboard-panel';
import { useLearningPath } from '@/features/learning-path/api/get-learning-path';
import { TodayCard } from '@/features/plan/components/today-card';
import { ReviewDueBanner } from '@/features/learning-path/components/review-due-banner';
import { DailyQuestsPanel } from '@/features/quests/components/daily-quests-panel';
import { useOutboxSender } from '@/features/recitation/hooks/use-send-recitation';
import { LevelMap } from '@/features/study/components/level-map/level-map';
import { CurrentLevelLink } from '@/features/study/components/side-panels/current-level-link';
import { useMediaQuery } from '@/hooks/use-media-query';
import { chapterNumbers } from '@/lib/verse-counts';

import { ProfileNav } from '../components/profile-nav';
import styles from './levels.module.css';

// Where levels.module.css stacks the right column under the map.
const STACKED_QUERY = '(max-width: 1100px)';

export default function LevelsRoute() {
  const { t } = useTranslation('study');
  const path = useLearningPath();
  // The map follows the learner's path; in chapter order if the path cannot be loaded (a toast says so).
  const order = path.isError ? chapterNumbers : path.data?.chapter_order;
  // A recitation ended without network is sent from the map too, where a learner comes back to.
  useOutboxSender();
  // Today's hifz is the first thing the map offers: at the top of the right column, or above the map once the column
  // is stacked under it (a phone).
  const stacked = useMediaQuery(STACKED_QUERY);

  return (
    <AppLayout title={t('levels.title')}>
      <div className={`${styles.layout} ${stacked ? styles.todayAbove : ''}`}>
        {stacked && <TodayCard compact />}
        <LevelMap order={order} />
        <aside className={styles.aside}>
          <div className={styles.profile}>
            <ProfileNav />
          </div>
          {!stacked && <TodayCard />}
          <ReviewDueBanner />
          <CurrentLevelLink />
          <LeaderboardPanel />
          <DailyQuestsPanel />
        </aside>
      </div>
    </AppLayout>
  );
}
