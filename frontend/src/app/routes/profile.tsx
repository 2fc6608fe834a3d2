import { useTranslation } from 'react-i18next';

import { AppLayout } from '@/components/layouts/app-layout';
import { SignInMethodsCard } from '@/features/auth/components/sign-in-methods-card';
import { SignOutEverywhereCard } from '@/features/auth/components/sign-out-everywhere-card';
import { FollowsCard } from '@/features/friends/components/follows-card';
import { PeopleSearchCard } from '@/features/friends/components/people-search-card';
import { ListeningStatsCard } from '@/features/hifz-player/components/listening-stats-card';
import { ConfusedPairsCard } from '@/features/learning-path/components/confused-pairs-card';
import { LearningPathCard } from '@/features/learning-path/components/learning-path-card';
import { useProfileInfo } from '@/features/profile/api/get-profile-info';
import { PlanChartCard } from '@/features/plan/components/plan-chart-card';
import { BookmarksCard } from '@/features/profile/components/bookmarks-card';
import { MyProfileCard } from '@/features/profile/components/my-profile-card';
import { ProgressCard } from '@/features/profile/components/progress-card';
import { StatisticsCard } from '@/features/profile/components/statistics-card';
import { SlipHistoryCard } from '@/features/weak-spots/components/slip-history-card';

import { ProfileNav } from '../components/profile-nav';
import styles from './profile.module.css';

export default function ProfileRoute() {
  const { t } = useTranslation();
  // A guest has this one device and no way back in: signing out everywhere would only lose the account, unasked.
  const isGuest = useProfileInfo().data?.is_guest ?? true;

  return (
    <AppLayout title={t('profile.title')} actions={<ProfileNav />}>
      <div className={styles.grid}>
        <MyProfileCard />
        <ProgressCard />
        <PlanChartCard />
        <LearningPathCard />
        <ConfusedPairsCard />
        <SlipHistoryCard />
        <StatisticsCard />
        <ListeningStatsCard />
        <BookmarksCard />
        <FollowsCard />
        <PeopleSearchCard />
        <SignInMethodsCard />
        {!isGuest && <SignOutEverywhereCard />}
      </div>
    </AppLayout>
  );
}
